//! Files written whole or not at all: the text goes to a temporary file in the same folder,
//! is flushed to disk, and the temporary file is renamed over the old one, so a crash or a
//! power cut mid-write leaves either the old file or the new one, never a torn one.

use std::io::Write;
use std::path::Path;

/// Writes `text` to `path` atomically; creates the folder if needed.
pub fn write_atomically(path: &Path, text: &str) -> Result<(), String> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| format!("could not create {}: {e}", dir.display()))?;
    let failed = |e: std::io::Error| format!("could not write {}: {e}", path.display());
    let mut temp = tempfile::NamedTempFile::new_in(dir).map_err(failed)?;
    temp.write_all(text.as_bytes()).map_err(failed)?;
    temp.as_file().sync_all().map_err(failed)?;
    temp.persist(path).map_err(|e| failed(e.error))?;
    // The rename reaches the disk with the folder's entry.
    if let Ok(folder) = std::fs::File::open(dir) {
        let _ = folder.sync_all();
    }
    Ok(())
}

/// Writes `text` to `path` atomically; an old file there that `readable` refuses is first kept
/// beside it as `NAME.bad`, so a damaged file (reported when it was read) is never lost.
pub fn replace_keeping_unreadable(
    path: &Path,
    text: &str,
    readable: impl Fn(&str) -> bool,
) -> Result<(), String> {
    if let Ok(old) = std::fs::read_to_string(path)
        && !readable(&old)
    {
        let mut bad = path.as_os_str().to_owned();
        bad.push(".bad");
        write_atomically(Path::new(&bad), &old)?;
    }
    write_atomically(path, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_write_replaces_the_file_and_leaves_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("deeper").join("a.camelot");
        write_atomically(&path, "one").unwrap();
        write_atomically(&path, "two").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "two");
        let names: Vec<_> = std::fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["a.camelot"]);
    }

    #[test]
    fn a_failed_write_keeps_the_old_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.camelot");
        write_atomically(&path, "kept").unwrap();
        // A folder where the file's folder should be: the write fails, nothing is lost.
        let blocked = dir.path().join("a.camelot").join("b.camelot");
        assert!(write_atomically(&blocked, "new").is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "kept");
    }
}
