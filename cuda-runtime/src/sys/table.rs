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
                    $crate::RuntimeError::missing(f.name, f.version, self.runtime_version)
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
