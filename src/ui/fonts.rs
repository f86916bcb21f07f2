//! The panels' font: DejaVu Sans, bundled (assets/fonts/, its licence beside it) and embedded,
//! so `cargo build` alone makes a game that prints every glyph it uses: arrows, Latin with
//! the Swedish letters, Cyrillic. egui's own fonts stay behind it for the few symbols it lacks
//! (⏳, ⏸).

use bevy_egui::egui;

const DEJAVU_SANS: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
const NAME: &str = "DejaVu Sans";

/// egui's fonts with DejaVu Sans first for text and behind the monospace font for moves.
pub fn definitions() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        NAME.to_owned(),
        egui::FontData::from_static(DEJAVU_SANS).into(),
    );
    for (family, place) in [
        (egui::FontFamily::Proportional, 0),
        (egui::FontFamily::Monospace, 1),
    ] {
        let list = fonts.families.entry(family).or_default();
        list.insert(place.min(list.len()), NAME.to_owned());
    }
    fonts
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind of character the game prints: the arrows of the buttons and help, the
    /// Swedish and Russian letters of the translations, the marks of the panels.
    const PRINTED: &str = "→↑↓←⟲⟳◀▶⏮⏭⏸⏳✔…·—½ åäöÅÄÖ АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ \
                           абвгдеёжзийклмнопрстуфхцчшщъыьэюя";

    #[test]
    fn every_glyph_the_game_prints_is_in_the_panels_fonts() {
        let dejavu = ttf_parser::Face::parse(DEJAVU_SANS, 0).expect("the bundled font reads");
        let fonts = definitions();
        let family = |f| &fonts.families[&f];
        assert_eq!(family(egui::FontFamily::Proportional)[0], NAME);
        assert!(
            family(egui::FontFamily::Monospace)
                .iter()
                .any(|n| n == NAME)
        );
        let ctx = egui::Context::default();
        ctx.set_fonts(fonts.clone());
        // Fonts are loaded by a pass; its textures go nowhere.
        ctx.run_ui(egui::RawInput::default(), |_| {})
            .textures_delta
            .clear();
        // egui's `has_glyph` says no for what the replacement character's font (DejaVu Sans,
        // the first) has: those are read from DejaVu's own map.
        for font in [
            egui::FontId::proportional(14.0),
            egui::FontId::monospace(14.0),
        ] {
            let missing: String = PRINTED
                .chars()
                .filter(|&c| dejavu.glyph_index(c).is_none())
                .filter(|&c| !ctx.fonts_mut(|f| f.has_glyph(&font, c)))
                .collect();
            assert!(missing.is_empty(), "{font:?} lacks {missing:?}");
        }
        // The arrows and the letters come from the bundled font, whatever egui's fonts hold.
        for c in "→↑↓←åäöЖж".chars() {
            assert!(dejavu.glyph_index(c).is_some(), "DejaVu Sans lacks {c}");
        }
    }
}
