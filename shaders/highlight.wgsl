// Move cues on the board: a soft, pulsing glow. The pulse draws the eye to where a piece may
// land without hiding the tile under it.
#import bevy_pbr::forward_io::VertexOutput
#import bevy_pbr::mesh_view_bindings::globals

struct Highlight {
    color: vec4<f32>,
    // x: pulses per second, y: pulse depth (0 steady, 1 full), z: phase
    pulse: vec4<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> highlight: Highlight;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    let wave = 0.5 + 0.5 * sin((globals.time * highlight.pulse.x + highlight.pulse.z) * 6.2831853);
    let strength = mix(1.0 - highlight.pulse.y, 1.0, wave);
    return vec4<f32>(highlight.color.rgb * (0.7 + 0.6 * strength), highlight.color.a * strength);
}
