//! `table!`: [`Table`](super::Table), every area's functions and the one place the raw calls are made
//! from, defined in `sys` itself from the list of areas in `sys/mod.rs`.

/// Defines [`Table`](super::Table) with one field per area, its `Calls` impls (which make the calls'
/// "missing" errors name the driver's version) and [`functions`](super::functions).
macro_rules! table {
    ($($area:ident),* $(,)?) => {
        /// Every listed function's pointer, by area of the header (`None`: the driver lacks it), and the
        /// driver version they were looked up for.
        ///
        /// The raw calls are its `unsafe` methods, named as in C (`table.cuMemAlloc(..)`); a
        /// [`Driver`](crate::Driver) dereferences to its table.
        #[derive(Clone, Copy, Debug)]
        pub struct Table {
            $(
                #[doc = concat!("The functions of [`sys::", stringify!($area), "`](", stringify!($area), ").")]
                pub $area: $area::Functions,
            )*
            driver_version: i32,
        }

        impl Table {
            /// Looks every listed function up with `lookup`, for a driver that reports `driver_version`
            /// (0: unknown), which the "missing" errors of the calls mention.
            ///
            /// # Safety
            /// Every address `lookup` returns for a declaration must be a function with that declaration's
            /// prototype at its ABI version (see [`FunctionTable::resolve`](::cuda_struct::FunctionTable::resolve)).
            pub unsafe fn resolve(driver_version: i32, lookup: &mut ::cuda_struct::Lookup<'_>) -> Table {
                Table {
                    // SAFETY: the caller's promise, for each area.
                    $($area: unsafe { <$area::Functions as ::cuda_struct::FunctionTable>::resolve(lookup) },)*
                    driver_version,
                }
            }

            /// The driver version the table was resolved for, as given to [`resolve`](Self::resolve).
            pub fn driver_version(&self) -> i32 {
                self.driver_version
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
                fn missing(&self, f: ::cuda_struct::MissingFunction) -> $crate::DriverError {
                    $crate::DriverError::missing(f, self.driver_version)
                }
            }
        )*

        // cuGetProcAddress asks for a function at an ABI version: every line of every area gives one.
        $(const _: () = {
            let functions = <$area::Functions as ::cuda_struct::FunctionTable>::FUNCTIONS;
            let mut i = 0;
            while i < functions.len() {
                assert!(functions[i].version.is_some(), "every driver function declares its ABI version");
                i += 1;
            }
        };)*

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

    use crate::sys::{functions, CUfunction, CUresult, Table};

    extern "C" fn driver_get_version(v: *mut c_int) -> CUresult {
        // SAFETY: the test passes a valid out-pointer.
        unsafe { v.write(12080) };
        CUresult::CUDA_SUCCESS
    }

    /// A table whose lookup knows `cuDriverGetVersion` alone, as a driver reporting 11.4.
    fn table() -> Table {
        // SAFETY: the one address returned is `driver_get_version`, which has the declared prototype.
        unsafe {
            Table::resolve(11040, &mut |f| match (f.name, f.version) {
                ("cuDriverGetVersion", Some(2020)) => {
                    NonNull::new(driver_get_version as *mut c_void)
                }
                _ => None,
            })
        }
    }

    #[test]
    fn a_found_function_is_called_through_the_table() {
        let table = table();
        assert_eq!(table.driver_version(), 11040);
        let mut v = 0;
        // SAFETY: `v` is a valid out-parameter.
        unsafe { table.cuDriverGetVersion(&mut v) }.unwrap();
        assert_eq!(v, 12080);
        assert!(table.init.cuDriverGetVersion.is_some() && table.init.cuInit.is_none());
    }

    #[test]
    fn a_missing_function_names_itself_its_version_and_the_drivers() {
        let table = table();
        // SAFETY: `cuLaunchKernelEx` is missing, so nothing is called with these arguments.
        let err = unsafe {
            table.cuLaunchKernelEx(
                core::ptr::null(),
                CUfunction::null(),
                core::ptr::null_mut(),
                core::ptr::null_mut(),
            )
        }
        .unwrap_err();
        assert!(
            err.is_missing() && err.call() == "cuLaunchKernelEx",
            "{err}"
        );
        let msg = err.to_string();
        assert!(
            msg.contains("CUDA 11.6") && msg.contains("CUDA 11.4") && msg.contains("_v11060"),
            "{msg}"
        );
    }

    #[test]
    fn every_declared_function_is_asked_for_once_in_order() {
        let mut asked = Vec::new();
        // SAFETY: the lookup finds nothing.
        let table = unsafe {
            Table::resolve(0, &mut |f| {
                asked.push(f.name);
                None
            })
        };
        let listed: Vec<&str> = functions().map(|f| f.name).collect();
        assert_eq!(asked, listed);
        assert_eq!(
            table.memory.missing_functions().count(),
            <crate::sys::memory::Functions as FunctionTable>::FUNCTIONS.len()
        );
    }
}
