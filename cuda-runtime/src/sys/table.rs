//! `table!`: [`Table`](super::Table), every area's functions and the one place the raw calls are made
//! from, defined in `sys` itself from the list of areas in `sys/mod.rs`.

/// Defines [`Table`](super::Table) with one field per area, its `Calls` impls (which make the calls'
/// "missing" errors name the runtime's version) and [`functions`](super::functions).
macro_rules! table {
    ($($area:ident),* $(,)?) => {
        /// Every listed function's pointer, by area of the header (`None`: the runtime lacks it), and the
        /// runtime version they were looked up for.
        ///
        /// The raw calls are its `unsafe` methods, named as in C (`table.cudaMalloc(..)`); a
        /// [`Runtime`](crate::Runtime) dereferences to its table.
        #[derive(Clone, Copy, Debug)]
        pub struct Table {
            $(
                #[doc = concat!("The functions of [`sys::", stringify!($area), "`](", stringify!($area), ").")]
                pub $area: $area::Functions,
            )*
            runtime_version: i32,
        }

        impl Table {
            /// Looks every listed function up with `lookup`, for a runtime that reports `runtime_version`
            /// (0: unknown), which the "missing" errors of the calls mention.
            ///
            /// # Safety
            /// Every address `lookup` returns for a declaration must be a function with that declaration's
            /// prototype at its ABI version (see [`FunctionTable::resolve`](::cuda_struct::FunctionTable::resolve)).
            pub unsafe fn resolve(runtime_version: i32, lookup: &mut ::cuda_struct::Lookup<'_>) -> Table {
                Table {
                    // SAFETY: the caller's promise, for each area.
                    $($area: unsafe { <$area::Functions as ::cuda_struct::FunctionTable>::resolve(lookup) },)*
                    runtime_version,
                }
            }

            /// The runtime version the table was resolved for, as given to [`resolve`](Self::resolve).
            pub fn runtime_version(&self) -> i32 {
                self.runtime_version
            }
        }

        $(
            impl ::cuda_struct::Calls<$area::Functions> for Table {
                #[inline]
                fn functions(&self) -> &$area::Functions {
                    &self.$area
                }

                #[cold]
                #[inline(never)]
                fn missing(&self, f: ::cuda_struct::MissingFunction) -> $crate::RuntimeError {
                    // Every runtime line gives its version.
                    $crate::RuntimeError::missing(f.name, f.version.unwrap_or(0), self.runtime_version)
                }
            }
        )*

        /// Every function this crate declares, in header order by area.
        pub fn functions() -> impl Iterator<Item = &'static ::cuda_struct::FunctionInfo> {
            [$(<$area::Functions as ::cuda_struct::FunctionTable>::FUNCTIONS),*].into_iter().flatten()
        }
    };
}
pub(crate) use table;

#[cfg(test)]
mod tests {
    use core::ffi::{c_int, c_void};
    use core::ptr::NonNull;

    use cuda_struct::FunctionTable;

    use crate::sys::{cudaError, functions, Table};

    extern "C" fn runtime_get_version(v: *mut c_int) -> cudaError {
        // SAFETY: the test passes a valid out-pointer.
        unsafe { v.write(13000) };
        cudaError::cudaSuccess
    }

    /// A table whose lookup knows `cudaRuntimeGetVersion` alone, as a 12.9 runtime.
    fn table() -> Table {
        // SAFETY: the one address returned is `runtime_get_version`, which has the declared prototype.
        unsafe {
            Table::resolve(12090, &mut |f| match f.name {
                "cudaRuntimeGetVersion" => NonNull::new(runtime_get_version as *mut c_void),
                _ => None,
            })
        }
    }

    #[test]
    fn a_found_function_is_called_through_the_table() {
        let table = table();
        assert_eq!(table.runtime_version(), 12090);
        let mut v = 0;
        // SAFETY: `v` is a valid out-parameter.
        unsafe { table.cudaRuntimeGetVersion(&mut v) }.unwrap();
        assert_eq!(v, 13000);
        assert!(table.version.cudaRuntimeGetVersion.is_some());
        assert!(table.version.cudaDriverGetVersion.is_none());
    }

    #[test]
    fn a_missing_function_names_itself_and_the_runtimes_version() {
        let table = table();
        let mut n = 0;
        // SAFETY: `cudaGetDeviceCount` is missing, so nothing is called.
        let err = unsafe { table.cudaGetDeviceCount(&mut n) }.unwrap_err();
        assert!(
            err.is_missing() && err.call() == "cudaGetDeviceCount",
            "{err}"
        );
        assert_eq!(
            err.to_string(),
            "cudaGetDeviceCount: not in the loaded CUDA runtime (12.9)"
        );
    }

    #[test]
    fn every_declared_function_is_asked_for_once_in_order() {
        let mut asked = Vec::new();
        // SAFETY: the lookup finds nothing.
        let table = unsafe {
            Table::resolve(0, &mut |f| {
                asked.push((f.name, f.version));
                None
            })
        };
        let listed: Vec<(&str, Option<u32>)> = functions().map(|f| (f.name, f.version)).collect();
        assert_eq!(asked, listed);
        assert_eq!(
            table.memory.missing_functions().count(),
            <crate::sys::memory::Functions as FunctionTable>::FUNCTIONS.len()
        );
    }
}
