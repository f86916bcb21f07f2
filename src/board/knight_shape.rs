//! The knight's horse head as a closed mesh, in plain numbers so it can be checked without a
//! renderer: the head's distance field (`head_field`) meshed with surface nets, which gives a
//! closed, evenly tessellated surface whatever the blend.

use std::collections::HashMap;

use bevy::math::{Vec3, vec3};

use super::head_field::{gradient, head_field};

/// A triangle mesh: counter-clockwise faces seen from outside, smooth vertex normals.
pub(super) struct Shape {
    pub positions: Vec<[f32; 3]>,
    pub normals: Vec<[f32; 3]>,
    pub indices: Vec<u32>,
}

/// A knight's horse head facing +X, standing on y = 0 (the top of the base), about 0.78 tall
/// and within 0.28 of the Y axis.
pub(super) fn knight_head() -> Shape {
    let grid = Grid::sample();
    let (positions, cell_vertex) = grid.vertices();
    let indices = grid.faces(&positions, &cell_vertex);
    let normals = vertex_normals(&positions, &indices);
    Shape {
        positions: positions.iter().map(Vec3::to_array).collect(),
        normals: normals.iter().map(Vec3::to_array).collect(),
        indices,
    }
}

/// The head's field sampled on a rectilinear grid: finer where the head has detail (ears,
/// eyes, nostrils), coarser down the plain neck, so the mesh stays around 5k triangles.
struct Grid {
    axes: [Vec<f32>; 3],
    values: Vec<f32>,
}

impl Grid {
    fn sample() -> Grid {
        let fine = 0.017;
        let axes = [
            ticks(-0.30, 0.33, |x| if x > -0.08 { fine } else { 0.019 }),
            // Half a cell below y = 0, so the flat foot cuts the bottom row of cells through the
            // middle.
            ticks(-0.012, 0.84, |y| if y > 0.36 { fine } else { 0.024 }),
            ticks(-0.17, 0.17, |_| 0.018),
        ];
        let mut grid = Grid {
            values: Vec::with_capacity(axes.iter().map(Vec::len).product()),
            axes,
        };
        for &x in &grid.axes[0] {
            for &y in &grid.axes[1] {
                for &z in &grid.axes[2] {
                    grid.values.push(head_field(vec3(x, y, z)));
                }
            }
        }
        grid.join_saddles();
        grid
    }

    fn len(&self, axis: usize) -> usize {
        self.axes[axis].len()
    }

    fn at(&self, [i, j, k]: [usize; 3]) -> usize {
        (i * self.len(1) + j) * self.len(2) + k
    }

    fn node(&self, n: [usize; 3]) -> Vec3 {
        Vec3::from_array([0, 1, 2].map(|a| self.axes[a][n[a]]))
    }

    fn inside(&self, n: [usize; 3]) -> bool {
        self.values[self.at(n)] < 0.0
    }

    /// Where two inside corners of a cell face sit diagonally with two outside ones, the
    /// surface's course through the face is ambiguous and surface nets would put four faces
    /// on one edge. Such faces come only from features thinner than a cell; taking the
    /// nearest outside corner inside joins the two sheets and keeps the mesh a closed
    /// surface.
    fn join_saddles(&mut self) {
        loop {
            let mut changed = false;
            for i in 0..self.len(0) - 1 {
                for j in 0..self.len(1) - 1 {
                    for k in 0..self.len(2) - 1 {
                        for axis in 0..3 {
                            changed |= self.join_saddle([i, j, k], axis);
                        }
                    }
                }
            }
            if !changed {
                return;
            }
        }
    }

    /// Joins the saddle, if any, on the face at node `n` across `axis`.
    fn join_saddle(&mut self, n: [usize; 3], axis: usize) -> bool {
        let (u, v) = ((axis + 1) % 3, (axis + 2) % 3);
        let corner = |du: usize, dv: usize| {
            let mut c = n;
            c[u] += du;
            c[v] += dv;
            c
        };
        let corners = [corner(0, 0), corner(1, 0), corner(1, 1), corner(0, 1)];
        let ins = corners.map(|c| self.inside(c));
        if ins[0] != ins[2] || ins[1] != ins[3] || ins[0] == ins[1] {
            return false;
        }
        let nearest = corners
            .into_iter()
            .filter(|&c| !self.inside(c))
            .min_by(|&a, &b| self.values[self.at(a)].total_cmp(&self.values[self.at(b)]))
            .expect("a saddle has two outside corners");
        let at = self.at(nearest);
        self.values[at] = -1e-6;
        true
    }

    /// One vertex per cell the surface passes through: the mean of its edge crossings,
    /// then pulled onto the surface (kept inside the cell so faces cannot fold).
    fn vertices(&self) -> (Vec<Vec3>, HashMap<[usize; 3], u32>) {
        let mut positions = Vec::new();
        let mut cell_vertex = HashMap::new();
        for i in 0..self.len(0) - 1 {
            for j in 0..self.len(1) - 1 {
                for k in 0..self.len(2) - 1 {
                    let corner = |c: usize| [i + (c & 1), j + ((c >> 1) & 1), k + (c >> 2)];
                    let mut sum = Vec3::ZERO;
                    let mut crossings = 0.0;
                    for (a, b) in CUBE_EDGES {
                        let (ca, cb) = (corner(a), corner(b));
                        let (fa, fb) = (self.values[self.at(ca)], self.values[self.at(cb)]);
                        if (fa < 0.0) != (fb < 0.0) {
                            let t = fa / (fa - fb);
                            let (pa, pb) = (self.node(ca), self.node(cb));
                            sum += pa + (pb - pa) * t;
                            crossings += 1.0;
                        }
                    }
                    if crossings > 0.0 {
                        let guess = sum * (1.0 / crossings);
                        let cell = (self.node([i, j, k]), self.node([i + 1, j + 1, k + 1]));
                        cell_vertex.insert([i, j, k], positions.len() as u32);
                        positions.push(onto_surface(guess, cell, j == 0));
                    }
                }
            }
        }
        (positions, cell_vertex)
    }

    /// One quad per grid edge the surface crosses, joining the four cells around it and
    /// facing from the inside end of the edge to the outside end.
    fn faces(&self, positions: &[Vec3], cell_vertex: &HashMap<[usize; 3], u32>) -> Vec<u32> {
        let mut indices = Vec::new();
        for i in 0..self.len(0) - 1 {
            for j in 0..self.len(1) - 1 {
                for k in 0..self.len(2) - 1 {
                    for axis in 0..3 {
                        // The two other axes, in the order whose cross product is `axis`.
                        let (u, v) = ((axis + 1) % 3, (axis + 2) % 3);
                        let start = [i, j, k];
                        if start[u] == 0 || start[v] == 0 {
                            continue;
                        }
                        let mut end = start;
                        end[axis] += 1;
                        let inward = self.inside(end);
                        if self.inside(start) == inward {
                            continue;
                        }
                        let cell = |du: usize, dv: usize| {
                            let mut c = start;
                            c[u] -= 1 - du;
                            c[v] -= 1 - dv;
                            cell_vertex[&c]
                        };
                        let mut quad = [cell(0, 0), cell(1, 0), cell(1, 1), cell(0, 1)];
                        if inward {
                            quad.reverse();
                        }
                        push_quad(&mut indices, positions, quad);
                    }
                }
            }
        }
        indices
    }
}

/// Grid lines from `lo` past `hi`, `spacing(at)` apart.
fn ticks(lo: f32, hi: f32, spacing: impl Fn(f32) -> f32) -> Vec<f32> {
    let mut ticks = vec![lo];
    let mut at = lo;
    while at < hi {
        at += spacing(at);
        ticks.push(at);
    }
    ticks
}

/// The twelve edges of a cell, as pairs of corner numbers (bit 0: +x, bit 1: +y, bit 2: +z).
const CUBE_EDGES: [(usize, usize); 12] = [
    (0, 1),
    (2, 3),
    (4, 5),
    (6, 7),
    (0, 2),
    (1, 3),
    (4, 6),
    (5, 7),
    (0, 4),
    (1, 5),
    (2, 6),
    (3, 7),
];

/// Two triangles for a quad, split along its shorter diagonal so the surface stays smooth.
fn push_quad(indices: &mut Vec<u32>, positions: &[Vec3], q: [u32; 4]) {
    let p = |v: u32| positions[v as usize];
    if p(q[0]).distance(p(q[2])) <= p(q[1]).distance(p(q[3])) {
        indices.extend_from_slice(&[q[0], q[1], q[2], q[0], q[2], q[3]]);
    } else {
        indices.extend_from_slice(&[q[0], q[1], q[3], q[1], q[2], q[3]]);
    }
}

/// A few Newton steps towards the zero of the field, clamped to the cell. In the bottom row
/// of cells the vertex stays on y = 0, so the head's foot is a clean flat rim.
fn onto_surface(mut p: Vec3, (cmin, cmax): (Vec3, Vec3), on_foot: bool) -> Vec3 {
    let margin = 0.05 * (cmax - cmin);
    if on_foot {
        p.y = 0.0;
    }
    for _ in 0..3 {
        let mut g = gradient(p);
        if on_foot {
            g.y = 0.0;
        }
        let g2 = g.length_squared();
        if g2 < 1e-12 {
            break;
        }
        p = (p - g * (head_field(p) / g2)).clamp(cmin + margin, cmax - margin);
        if on_foot {
            p.y = 0.0;
        }
    }
    p
}

/// Area-weighted mean of the faces' normals at each vertex.
fn vertex_normals(positions: &[Vec3], indices: &[u32]) -> Vec<Vec3> {
    let mut normals = vec![Vec3::ZERO; positions.len()];
    for t in indices.chunks_exact(3) {
        let [a, b, c] = [t[0], t[1], t[2]].map(|v| positions[v as usize]);
        // Twice the triangle's area, along its normal.
        let n = (b - a).cross(c - a);
        for &v in t {
            normals[v as usize] += n;
        }
    }
    normals.into_iter().map(Vec3::normalize_or_zero).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edge_uses(indices: &[u32]) -> HashMap<(u32, u32), usize> {
        let mut uses = HashMap::new();
        for t in indices.chunks_exact(3) {
            for e in 0..3 {
                let (a, b) = (t[e], t[(e + 1) % 3]);
                *uses.entry((a.min(b), a.max(b))).or_insert(0) += 1;
            }
        }
        uses
    }

    fn signed_volume(s: &Shape) -> f32 {
        s.indices
            .chunks_exact(3)
            .map(|t| {
                let [a, b, c] = [t[0], t[1], t[2]].map(|v| Vec3::from(s.positions[v as usize]));
                a.dot(b.cross(c)) / 6.0
            })
            .sum()
    }

    #[test]
    fn head_indices_are_whole_triangles_in_range() {
        let s = knight_head();
        assert_eq!(s.indices.len() % 3, 0);
        assert_eq!(s.normals.len(), s.positions.len());
        assert!(s.indices.iter().all(|&v| (v as usize) < s.positions.len()));
        let triangles = s.indices.len() / 3;
        assert!((2000..=6000).contains(&triangles), "{triangles} triangles");
    }

    #[test]
    fn head_has_no_degenerate_triangles() {
        let s = knight_head();
        for t in s.indices.chunks_exact(3) {
            let [a, b, c] = [t[0], t[1], t[2]].map(|v| Vec3::from(s.positions[v as usize]));
            let area = (b - a).cross(c - a).length() / 2.0;
            assert!(area > 1e-8, "triangle {t:?} has area {area}");
        }
    }

    fn assert_closed(indices: &[u32]) {
        for (edge, uses) in edge_uses(indices) {
            assert_eq!(uses, 2, "edge {edge:?}");
        }
    }

    #[test]
    fn head_is_closed() {
        assert_closed(&knight_head().indices);
    }

    #[test]
    fn features_thinner_than_a_cell_still_close() {
        // Two inside nodes touching only across a face's diagonal.
        let axis = ticks(0.0, 0.3, |_| 0.1);
        let mut grid = Grid {
            values: vec![1.0; axis.len().pow(3)],
            axes: [axis.clone(), axis.clone(), axis],
        };
        for node in [[1, 1, 1], [1, 2, 2]] {
            let at = grid.at(node);
            grid.values[at] = -1.0;
        }
        grid.join_saddles();
        let (positions, cell_vertex) = grid.vertices();
        assert_closed(&grid.faces(&positions, &cell_vertex));
    }

    #[test]
    fn head_faces_outward() {
        let s = knight_head();
        assert!(signed_volume(&s) > 0.0);
        // Every vertex normal leaves the solid: the field rises along it.
        for (&p, &n) in s.positions.iter().zip(&s.normals) {
            let g = gradient(p.into());
            assert!(
                Vec3::from(n).dot(g) > 0.0,
                "normal {n:?} at {p:?} points inward, field rises along {g:?}"
            );
        }
    }

    #[test]
    fn head_fits_on_its_base() {
        let s = knight_head();
        let (mut lo, mut hi) = (Vec3::MAX, Vec3::MIN);
        for p in s.positions.iter().map(|&p| Vec3::from(p)) {
            lo = lo.min(p);
            hi = hi.max(p);
            assert!(p.x.hypot(p.z) <= 0.28, "{p:?} overhangs the square");
        }
        assert!(lo.y >= -1e-3 && lo.y <= 0.01, "bottom at {}", lo.y);
        assert!((0.70..=0.80).contains(&hi.y), "top at {}", hi.y);
        // Narrower sideways than front to back, and facing +X.
        assert!(hi.z - lo.z < hi.x - lo.x);
        assert!(hi.x > -lo.x);
    }
}
