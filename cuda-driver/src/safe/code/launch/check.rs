//! The checked launch: a kernel's parameter list as the driver reports it (`cuFuncGetParamInfo`, CUDA
//! 12.4+, and `cuFuncGetParamCount`, 13.2+), learned once per function of a module, and the comparison
//! of a launch's argument sizes against it, made before anything is locked or queued.
//!
//! Only sizes and the count are compared: the driver knows no types, so a `u32` passes for an `f32`
//! parameter, and an 8-byte integer for a pointer.

use crate::sys::{CUfunction, CUkernel, CUresult};
use crate::{Driver, DriverError, Error, Function};

use super::MAX_ARGS;

/// The most parameters a probe asks for: the parameter space of a kernel is at most 32764 bytes and
/// every parameter takes at least one, so an answer beyond this is not a driver's.
const MOST_PARAMS: usize = 32_764;

/// One parameter of a kernel, as the driver lays it out in the kernel's parameter space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParamInfo {
    /// Where the parameter starts, in bytes from the start of the parameter space.
    pub offset: usize,
    /// Its size in bytes: what an argument passed for it must have.
    pub size: usize,
}

/// What a launch compares its arguments with: the kernel's parameter count and the sizes of its first
/// [`MAX_ARGS`] parameters (a launch passes at most that many, so a longer list is refused on its count
/// alone), or nothing where the driver cannot tell. Small (36 bytes), so that it shares a cache line
/// with the rest of what a launch reads of its [`Function`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Signature {
    /// How many parameters the kernel takes, or [`UNCHECKED`] where the driver lacks the parameter
    /// queries (older than CUDA 12.4) or answered them implausibly: launches of the function are then
    /// not checked, as before this crate checked any.
    count: u32,
    /// The sizes of the first `min(count, MAX_ARGS)` parameters; zero past them. A parameter is at
    /// most the parameter space ([`MOST_PARAMS`] bytes), which a `u16` holds.
    sizes: [u16; MAX_ARGS],
}

/// [`Signature::count`] of a kernel whose parameters are not known.
const UNCHECKED: u32 = u32::MAX;

impl Signature {
    /// The summary of a reported parameter list (`None`: not reported).
    pub(crate) fn of(params: Option<&[ParamInfo]>) -> Signature {
        let mut sizes = [0u16; MAX_ARGS];
        let Some(params) = params else {
            return Signature {
                count: UNCHECKED,
                sizes,
            };
        };
        for (slot, p) in sizes.iter_mut().zip(params) {
            // `probe` keeps sizes under `MOST_PARAMS`, which a `u16` holds.
            *slot = u16::try_from(p.size).unwrap_or(u16::MAX);
        }
        Signature {
            // `probe` keeps the count under `MOST_PARAMS` too.
            count: u32::try_from(params.len()).unwrap_or(UNCHECKED - 1),
            sizes,
        }
    }

    /// Whether the driver reported the parameter list.
    pub(crate) fn is_known(&self) -> bool {
        self.count != UNCHECKED
    }

    /// Refuses argument sizes `given` (one per argument, in order) that differ from the kernel's
    /// parameters in count or size; `what` names the call in the message. Inlined into each launch: on
    /// a match it is a count comparison and one comparison per argument, of constants after inlining.
    #[inline]
    pub(crate) fn check(&self, what: &'static str, given: &[usize]) -> Result<(), Error> {
        if self.is_known()
            && (self.count as usize != given.len()
                || given
                    .iter()
                    .zip(&self.sizes)
                    .any(|(&g, &want)| g != usize::from(want)))
        {
            return Err(self.mismatch(what, given));
        }
        Ok(())
    }

    /// The error for arguments that [`check`](Self::check) refused.
    #[cold]
    #[inline(never)]
    fn mismatch(&self, what: &'static str, given: &[usize]) -> Error {
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        if !self.is_known() {
            return Error::InvalidArgument(format!("{what}: arguments refused"));
        }
        let count = self.count as usize;
        if count != given.len() {
            return Error::InvalidArgument(format!(
                "{what}: the kernel takes {count} parameter{}, {} given",
                plural(count),
                given.len()
            ));
        }
        let wrong = given
            .iter()
            .zip(&self.sizes)
            .map(|(&size, &want)| (size, usize::from(want)))
            .enumerate()
            .find(|(_, (size, want))| size != want);
        let Some((index, (size, want))) = wrong else {
            return Error::InvalidArgument(format!("{what}: arguments refused"));
        };
        Error::InvalidArgument(format!(
            "{what}: parameter {index} of the kernel is {want} byte{}, but argument {index} is {size} \
             byte{} (positions count from 0, as the argument tuple's `.{index}`: the {} parameter; only \
             sizes are checked: a value of another type and the same size would pass)",
            plural(want),
            plural(size),
            ordinal(index + 1)
        ))
    }
}

/// `n` as an English ordinal: "first", "second", ..., then "21st", "22nd", ...
fn ordinal(n: usize) -> String {
    const WORDS: [&str; 10] = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth",
    ];
    if let Some(word) = n.checked_sub(1).and_then(|i| WORDS.get(i)) {
        return (*word).to_owned();
    }
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The parameters of `f` in order, from the driver: `Ok(None)` where it cannot tell (it lacks
/// `cuFuncGetParamInfo`, or answers with a layout no kernel has: sizes of zero, parameters that overlap
/// or a list longer than the parameter space holds, as a stub library might).
///
/// Uses `cuFuncGetParamCount` where the driver has it (CUDA 13.2+), else asks `cuFuncGetParamInfo`
/// for index 0, 1, 2, ... until it answers `CUDA_ERROR_INVALID_VALUE` (past the last parameter). A
/// driver before 13.2 has no other way to tell where the list ends: no function attribute counts the
/// parameters, and a module's image need not be PTX. So there each kernel looked up costs one refused
/// query, which `compute-sanitizer --report-api-errors all` reports as an API error (once per
/// [`Module::function`](crate::Module::function), never per launch); on 13.2+ none is refused.
pub(crate) fn probe(driver: &Driver, f: CUfunction) -> Result<Option<Vec<ParamInfo>>, DriverError> {
    probe_with(
        // SAFETY: `count` is a valid out-parameter; `f` is a function of a loaded module (the caller's).
        |count| unsafe { driver.cuFuncGetParamCount(f, count) },
        // SAFETY: both out-parameters are valid; `f` as above; an index past the last parameter is
        // refused by the driver, not read.
        |index, offset, size| unsafe { driver.cuFuncGetParamInfo(f, index, offset, size) },
    )
}

/// [`probe`] for a library kernel: `cuKernelGetParamCount` (13.2+) and `cuKernelGetParamInfo` (12.4+).
pub(crate) fn probe_kernel(
    driver: &Driver,
    k: CUkernel,
) -> Result<Option<Vec<ParamInfo>>, DriverError> {
    probe_with(
        // SAFETY: `count` is a valid out-parameter; `k` is a kernel of a loaded library (the caller's).
        |count| unsafe { driver.cuKernelGetParamCount(k, count) },
        // SAFETY: both out-parameters are valid; `k` as above; an index past the last parameter is
        // refused by the driver, not read.
        |index, offset, size| unsafe { driver.cuKernelGetParamInfo(k, index, offset, size) },
    )
}

/// The probe, over the two queries of a function or a kernel: `count` writes the parameter count,
/// `info` the offset and size of the parameter at an index.
fn probe_with(
    count: impl FnOnce(&mut usize) -> Result<(), DriverError>,
    mut info: impl FnMut(usize, &mut usize, &mut usize) -> Result<(), DriverError>,
) -> Result<Option<Vec<ParamInfo>>, DriverError> {
    let mut n = usize::MAX;
    let counted = match count(&mut n) {
        Ok(()) if n <= MOST_PARAMS => Some(n),
        Ok(()) => return Ok(None),
        Err(e) if e.is_missing() => None,
        Err(e) => return Err(e),
    };
    let mut params = Vec::new();
    let mut end = 0usize;
    for index in 0..counted.unwrap_or(MOST_PARAMS + 1) {
        let (mut offset, mut size) = (usize::MAX, 0usize);
        match info(index, &mut offset, &mut size) {
            Ok(()) => {}
            Err(e) if e.is_missing() => return Ok(None),
            Err(e) if counted.is_none() && e.code() == Some(CUresult::CUDA_ERROR_INVALID_VALUE) => {
                return Ok(Some(params));
            }
            Err(e) => return Err(e),
        }
        let plausible = size > 0 && size <= MOST_PARAMS && offset >= end && offset <= MOST_PARAMS;
        if !plausible || index == MOST_PARAMS {
            return Ok(None);
        }
        end = offset + size;
        params.push(ParamInfo { offset, size });
    }
    Ok(Some(params))
}

impl Function<'_> {
    /// The kernel's parameters in order, with their offsets and sizes, as the driver reports them
    /// (`cuFuncGetParamCount` where it has it, and `cuFuncGetParamInfo`); `None` on a driver older than
    /// CUDA 12.4, which cannot tell, and where launches of the kernel are therefore not checked. Asks the
    /// driver on every call; launches use the summary learned by [`Module::function`](crate::Module::function) (or
    /// [`Library::kernel`](crate::Library::kernel)).
    ///
    /// ```no_run
    /// # fn f(f: &cuda_driver::Function<'_>) -> Result<(), cuda_driver::Error> {
    /// if let Some(params) = f.params()? {
    ///     let bytes: usize = params.iter().map(|p| p.size).sum(); // add_one(unsigned *, unsigned): 8 + 4
    /// }
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A failing `cuFuncGetParamInfo` or `cuFuncGetParamCount` (other than the driver lacking them).
    pub fn params(&self) -> Result<Option<Vec<ParamInfo>>, Error> {
        Ok(probe(self.driver(), self.raw())?)
    }

    /// Whether launches of this kernel are checked against its parameter list (the driver reported
    /// one when the function was looked up).
    ///
    /// ```no_run
    /// # fn f(f: &cuda_driver::Function<'_>) -> Result<(), cuda_driver::Error> {
    /// assert_eq!(f.is_checked(), f.params()?.is_some()); // false on a driver before CUDA 12.4
    /// # Ok(()) }
    /// ```
    pub fn is_checked(&self) -> bool {
        self.signature().is_known()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn known(sizes: &[usize]) -> Signature {
        let params: Vec<_> = sizes
            .iter()
            .scan(0usize, |at: &mut usize, &size| {
                let offset = (*at).next_multiple_of(size.min(8));
                *at = offset + size;
                Some(ParamInfo { offset, size })
            })
            .collect();
        Signature::of(Some(&params))
    }

    fn message(r: Result<(), Error>) -> String {
        match r {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected InvalidArgument, got {other:?}"),
        }
    }

    #[test]
    fn matching_sizes_pass_and_unchecked_passes_anything() {
        assert!(known(&[8, 4]).check("launch", &[8, 4]).is_ok());
        assert!(known(&[]).check("launch", &[]).is_ok());
        assert!(Signature::of(None).check("launch", &[1, 2, 3]).is_ok());
    }

    #[test]
    fn a_count_mismatch_names_both_counts() {
        let m = message(known(&[8, 4]).check("launch", &[8, 4, 4]));
        assert_eq!(m, "launch: the kernel takes 2 parameters, 3 given");
        let m = message(known(&[8]).check("launch_ex", &[]));
        assert_eq!(m, "launch_ex: the kernel takes 1 parameter, 0 given");
    }

    #[test]
    fn a_size_mismatch_names_the_first_wrong_index() {
        let m = message(known(&[8, 4, 16]).check("launch", &[8, 8, 4]));
        assert!(
            m.starts_with(
                "launch: parameter 1 of the kernel is 4 bytes, but argument 1 is 8 bytes (positions \
                 count from 0, as the argument tuple's `.1`: the second parameter;"
            ),
            "{m}"
        );
        assert_eq!(
            [1, 2, 3, 10, 11, 12, 13, 21, 22, 23, 111].map(ordinal),
            [
                "first", "second", "third", "tenth", "11th", "12th", "13th", "21st", "22nd",
                "23rd", "111th"
            ]
        );
    }

    #[test]
    fn more_parameters_than_a_launch_passes_are_refused_on_the_count() {
        let sizes = vec![4; MAX_ARGS + 3];
        let m = message(known(&sizes).check("launch", &[4; MAX_ARGS]));
        assert_eq!(m, "launch: the kernel takes 19 parameters, 16 given");
    }
}
