//! Order statistics over repeated measurements.

/// The `q`-quantile (`0.0..=1.0`) of `values` by linear interpolation between the nearest ranks; `NaN` for
/// no values. Sorts a copy.
pub fn quantile(values: &[f64], q: f64) -> f64 {
    if values.is_empty() {
        return f64::NAN;
    }
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    let pos = q.clamp(0.0, 1.0) * (v.len() - 1) as f64;
    let (lo, hi) = (pos.floor() as usize, pos.ceil() as usize);
    v[lo] + (v[hi] - v[lo]) * (pos - lo as f64)
}

/// The median of `values`.
pub fn median(values: &[f64]) -> f64 {
    quantile(values, 0.5)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_of_odd_and_even_counts() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), 2.5);
        assert!(median(&[]).is_nan());
    }

    #[test]
    fn quantile_interpolates_between_ranks_and_clamps_q() {
        // Sorted 1, 3, 5, 9: q = 0.25 sits at rank 0.75, between 1 and 3.
        let v = [9.0, 1.0, 5.0, 3.0];
        assert_eq!(quantile(&v, 0.25), 2.5);
        assert!((quantile(&v, 0.9) - 7.8).abs() < 1e-12);
        assert_eq!(quantile(&v, -1.0), 1.0);
        assert_eq!(quantile(&v, 2.0), 9.0);
        assert_eq!(quantile(&[7.0], 0.3), 7.0);
        // The input is left as it was.
        assert_eq!(v, [9.0, 1.0, 5.0, 3.0]);
    }

    #[test]
    fn quantile_ends_are_min_and_max() {
        let v = [5.0, 1.0, 9.0, 3.0];
        assert_eq!(quantile(&v, 0.0), 1.0);
        assert_eq!(quantile(&v, 1.0), 9.0);
    }
}
