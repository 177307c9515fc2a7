//! What a plan transforms: its type ([`Transform`]), sizes, batch and data layouts ([`Layout`]), and
//! the one computation the plan's safety rests on: how many elements of its input and its output an
//! execution reaches ([`Shape::input_len`], [`Shape::output_len`]). Pure arithmetic, checked for
//! overflow, so it runs under Miri.

use crate::error::invalid;
use crate::error::Error;

/// Which transform a plan computes. The precision is the plan's type parameter (`Plan<f32>` makes
/// `CUFFT_C2C`, `CUFFT_R2C`, `CUFFT_C2R`; `Plan<f64>` makes `CUFFT_Z2Z`, `CUFFT_D2Z`, `CUFFT_Z2D`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Transform {
    /// Complex to complex, either direction ([`Plan::c2c`](crate::Plan::c2c)).
    ComplexToComplex,
    /// Real to complex, forward ([`Plan::r2c`](crate::Plan::r2c)): `n` reals in, the `n / 2 + 1`
    /// complex values of the last dimension's non-negative frequencies out.
    RealToComplex,
    /// Complex to real, inverse ([`Plan::c2r`](crate::Plan::c2r)): the `n / 2 + 1` complex values of
    /// the last dimension in, `n` reals out.
    ComplexToReal,
}

/// The direction of a complex-to-complex transform. cuFFT does not normalise: a forward transform
/// followed by an inverse one multiplies the data by the transform's size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// The exponent's sign is negative (`CUFFT_FORWARD`).
    Forward,
    /// The exponent's sign is positive (`CUFFT_INVERSE`).
    Inverse,
}

impl Direction {
    /// cuFFT's value for the direction.
    pub fn raw(self) -> i32 {
        match self {
            Direction::Forward => crate::sys::CUFFT_FORWARD,
            Direction::Inverse => crate::sys::CUFFT_INVERSE,
        }
    }
}

/// How one side (input or output) of a batched plan lays out its data, in elements of that side's
/// type (reals or complex values): cuFFT's advanced layout.
///
/// Element `(x0, .., x_last)` of transform `b` is at
/// `b * distance + stride * (x_last + embed[last] * (x_{last-1} + .. + embed[1] * x0))`. `embed[0]`
/// is not used by cuFFT (the distance spaces the transforms) but must be given. `None` for `embed`:
/// the side's own logical sizes (packed), with the stride and distance given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// The storage sizes of each dimension, at least the logical ones from the second on; `None`:
    /// the logical sizes.
    pub embed: Option<Vec<i64>>,
    /// The distance between two consecutive elements of the last dimension.
    pub stride: i64,
    /// The distance between the first elements of two consecutive transforms.
    pub distance: i64,
}

impl Layout {
    /// The packed layout of `sizes` (the side's logical sizes): stride 1, transforms one after the
    /// other. A product past `i64::MAX` is kept as `i64::MAX`, which a plan then refuses as a layout
    /// that overflows.
    pub fn packed(sizes: &[i64]) -> Layout {
        Layout {
            embed: None,
            stride: 1,
            distance: sizes
                .iter()
                .try_fold(1i64, |a, &b| a.checked_mul(b))
                .unwrap_or(i64::MAX),
        }
    }
}

/// Everything cuFFT is told about a plan, checked: the rank, sizes, layouts, batch and type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Shape {
    pub(crate) transform: Transform,
    pub(crate) sizes: Vec<i64>,
    pub(crate) input_embed: Vec<i64>,
    pub(crate) input: Layout,
    pub(crate) output_embed: Vec<i64>,
    pub(crate) output: Layout,
    pub(crate) batch: i64,
    /// Elements of the input an execution reaches (`0` never: every shape has one transform).
    pub(crate) input_len: usize,
    /// Elements of the output an execution reaches.
    pub(crate) output_len: usize,
}

impl Shape {
    /// The packed shape of `sizes` (1 to 3 of them), `batch` transforms one after the other.
    pub(crate) fn packed(
        what: &'static str,
        transform: Transform,
        sizes: &[i64],
        batch: i64,
    ) -> Result<Shape, Error> {
        let (input, output) = logical(transform, sizes);
        Shape::new(
            what,
            transform,
            sizes,
            Layout::packed(&input),
            Layout::packed(&output),
            batch,
        )
    }

    /// The shape of `sizes` with the layouts given, checked: 1 to 3 sizes, each above zero; a batch
    /// above zero; strides and distances above zero; embeddings of the rank's length, each at least
    /// the side's logical size from the second dimension on; nothing that overflows.
    pub(crate) fn new(
        what: &'static str,
        transform: Transform,
        sizes: &[i64],
        input: Layout,
        output: Layout,
        batch: i64,
    ) -> Result<Shape, Error> {
        if !(1..=3).contains(&sizes.len()) {
            return Err(invalid(format!(
                "{what}: {} dimensions; cuFFT transforms 1 to 3",
                sizes.len()
            )));
        }
        if let Some(n) = sizes.iter().find(|&&n| n < 1) {
            return Err(invalid(format!(
                "{what}: a size of {n}; each size must be at least 1"
            )));
        }
        if batch < 1 {
            return Err(invalid(format!(
                "{what}: a batch of {batch}; it must be at least 1"
            )));
        }
        let (logical_in, logical_out) = logical(transform, sizes);
        let (input_embed, input_len) = reach(what, "input", &logical_in, &input, batch)?;
        let (output_embed, output_len) = reach(what, "output", &logical_out, &output, batch)?;
        Ok(Shape {
            transform,
            sizes: sizes.to_vec(),
            input_embed,
            input,
            output_embed,
            output,
            batch,
            input_len,
            output_len,
        })
    }
}

/// The logical sizes of the input and the output of `transform` over `sizes`: the complex side of a
/// real transform keeps `n / 2 + 1` values of its last dimension.
pub(crate) fn logical(transform: Transform, sizes: &[i64]) -> (Vec<i64>, Vec<i64>) {
    let mut half = sizes.to_vec();
    if let Some(last) = half.last_mut() {
        *last = *last / 2 + 1;
    }
    match transform {
        Transform::ComplexToComplex => (sizes.to_vec(), sizes.to_vec()),
        Transform::RealToComplex => (sizes.to_vec(), half),
        Transform::ComplexToReal => (half, sizes.to_vec()),
    }
}

/// The embedding of one side (given or the logical sizes), and how many of its elements `batch`
/// transforms reach: one past the highest index of the layout's formula.
fn reach(
    what: &'static str,
    side: &'static str,
    logical: &[i64],
    layout: &Layout,
    batch: i64,
) -> Result<(Vec<i64>, usize), Error> {
    let overflow = || {
        invalid(format!(
            "{what}: the {side} layout reaches past what a 64-bit index can address"
        ))
    };
    if layout.stride < 1 || layout.distance < 1 {
        return Err(invalid(format!(
            "{what}: the {side} stride ({}) and distance ({}) must be at least 1",
            layout.stride, layout.distance
        )));
    }
    let embed = match &layout.embed {
        None => logical.to_vec(),
        Some(e) if e.len() != logical.len() => {
            return Err(invalid(format!(
                "{what}: the {side} embedding has {} sizes for {} dimensions",
                e.len(),
                logical.len()
            )))
        }
        Some(e) => e.clone(),
    };
    // cuFFT reads embed[0] only as a value; the rest must hold the logical sizes, or two elements of
    // one transform would share an index.
    for (d, (&e, &m)) in embed.iter().zip(logical).enumerate().skip(1) {
        if e < m {
            return Err(invalid(format!(
                "{what}: the {side} embedding's dimension {d} holds {e}, less than its {m} elements"
            )));
        }
    }
    if embed[0] < 1 {
        return Err(invalid(format!(
            "{what}: the {side} embedding's first size is {}; it must be at least 1",
            embed[0]
        )));
    }
    // The linear index of the last element of one transform, in embedded storage.
    let mut last: i64 = 0;
    for (d, &m) in logical.iter().enumerate() {
        let scale = if d == 0 { 1 } else { embed[d] };
        last = last
            .checked_mul(scale)
            .and_then(|x| x.checked_add(m - 1))
            .ok_or_else(overflow)?;
    }
    let highest = (batch - 1)
        .checked_mul(layout.distance)
        .and_then(|x| layout.stride.checked_mul(last)?.checked_add(x))
        .ok_or_else(overflow)?;
    let len = usize::try_from(highest)
        .ok()
        .and_then(|h| h.checked_add(1))
        .ok_or_else(overflow)?;
    Ok((embed, len))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn packed(t: Transform, sizes: &[i64], batch: i64) -> (usize, usize) {
        let s = Shape::packed("t", t, sizes, batch).unwrap();
        (s.input_len, s.output_len)
    }

    #[test]
    fn packed_shapes_reach_exactly_their_elements() {
        use Transform::*;
        assert_eq!(packed(ComplexToComplex, &[8], 3), (24, 24));
        assert_eq!(packed(RealToComplex, &[8], 3), (24, 15));
        assert_eq!(packed(ComplexToReal, &[9], 2), (10, 18));
        assert_eq!(packed(RealToComplex, &[4, 6], 1), (24, 16));
        assert_eq!(packed(ComplexToComplex, &[2, 3, 5], 2), (60, 60));
        assert_eq!(packed(ComplexToReal, &[2, 3, 5], 1), (18, 30));
    }

    #[test]
    fn strided_layouts_reach_one_past_their_highest_index() {
        // 2 transforms of 4 points, every other element, 10 apart: highest index 10 + 2 * 3 = 16.
        let l = Layout {
            embed: None,
            stride: 2,
            distance: 10,
        };
        let s = Shape::new("t", Transform::ComplexToComplex, &[4], l.clone(), l, 2).unwrap();
        assert_eq!((s.input_len, s.output_len), (17, 17));
        // 2-D, rows of 5 stored in rows of 8: highest index 8 * 2 + 4 = 20 within one transform.
        let e = Layout {
            embed: Some(vec![3, 8]),
            stride: 1,
            distance: 24,
        };
        let s = Shape::new("t", Transform::ComplexToComplex, &[3, 5], e.clone(), e, 1).unwrap();
        assert_eq!(s.input_len, 21);
    }

    #[test]
    fn bad_shapes_are_refused_with_the_reason() {
        let err = |r: Result<Shape, Error>| r.unwrap_err().to_string();
        use Transform::*;
        assert!(err(Shape::packed("t", ComplexToComplex, &[], 1)).contains("0 dimensions"));
        assert!(err(Shape::packed("t", ComplexToComplex, &[1, 1, 1, 1], 1)).contains("4 dim"));
        assert!(err(Shape::packed("t", ComplexToComplex, &[0], 1)).contains("size of 0"));
        assert!(err(Shape::packed("t", ComplexToComplex, &[4], 0)).contains("batch of 0"));
        assert!(err(Shape::packed(
            "t",
            ComplexToComplex,
            &[1 << 40, 1 << 30],
            1 << 20
        ))
        .contains("64-bit index"));
        let thin = Layout {
            embed: Some(vec![4, 2]),
            stride: 1,
            distance: 8,
        };
        let e = err(Shape::new(
            "t",
            ComplexToComplex,
            &[4, 4],
            thin.clone(),
            thin,
            1,
        ));
        assert!(e.contains("dimension 1 holds 2, less than its 4"), "{e}");
        let zero = Layout {
            embed: None,
            stride: 0,
            distance: 1,
        };
        let e = err(Shape::new(
            "t",
            RealToComplex,
            &[4],
            zero,
            Layout::packed(&[3]),
            1,
        ));
        assert!(e.contains("input stride (0)"), "{e}");
    }
}
