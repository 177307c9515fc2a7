//! The preambles and checks the suite's tests share, written once.

/// The preamble of a test that launches one kernel: binds `$gpu` to the GPU (returning `Ok(())`, the
/// test reported not run, when there is none: see [`gpu`](super::gpu)), `$module` to the PTX `$ptx`
/// loaded in its context, and `$f` to the function `$name` of it. Declared in this order, so they are
/// dropped in the other: the function, the module, then the GPU's stream and context.
///
/// `with_kernel!("the_test", gpu, module, f = ADD_ONE, "add_one");`
macro_rules! with_kernel {
    ($test:literal, $gpu:ident, $module:ident, $f:ident = $ptx:expr, $name:literal) => {
        let Some($gpu) = $crate::gpu($test) else {
            return Ok(());
        };
        let $module = $crate::Module::from_ptx(&$gpu.ctx, $ptx)?;
        let $f = $module.function($name)?;
    };
}

/// Fails with `<what>[<i>] is <v>, not <expected>` at the first of `values` that is not `expected`.
pub(crate) fn expect_all(values: &[u32], expected: u32, what: &str) -> crate::TestResult {
    if let Some((i, v)) = crate::first_not(values, expected) {
        return Err(crate::Failure(format!(
            "{what}[{i}] is {v}, not {expected}"
        )));
    }
    Ok(())
}
