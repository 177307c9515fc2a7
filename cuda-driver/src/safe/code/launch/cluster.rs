//! Cluster occupancy (compute capability 9.0 and later): how large a thread-block cluster a launch
//! configuration allows (`cuOccupancyMaxPotentialClusterSize`), and how many clusters of a shape can be
//! resident at once (`cuOccupancyMaxActiveClusters`). Both take the configuration a
//! [`Function::launch_ex`] would, built the same way: a [`LaunchConfig`] and typed
//! [`LaunchAttribute`]s. See NVIDIA's
//! [occupancy functions](https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__OCCUPANCY.html).

use std::ffi::c_int;

use crate::sys::{CUlaunchAttribute, CUlaunchConfig};
use crate::{Error, Function};

use super::{LaunchAttribute, LaunchConfig};

/// Refuses what the driver would answer with a bare `CUDA_ERROR_INVALID_VALUE` or
/// `CUDA_ERROR_INVALID_CLUSTER_SIZE`, with the numbers: an empty grid or block, a cluster dimension of
/// zero, or a grid that is not a whole number of clusters.
fn check(what: &str, config: &LaunchConfig, attributes: &[LaunchAttribute]) -> Result<(), Error> {
    let (g, b) = (config.grid, config.block);
    if [g.0, g.1, g.2, b.0, b.1, b.2].contains(&0) {
        return Err(Error::InvalidArgument(format!(
            "{what}: a grid of {g:?} blocks of {b:?} threads is empty"
        )));
    }
    for attribute in attributes {
        if let LaunchAttribute::ClusterDimension(x, y, z) = *attribute {
            if x == 0 || y == 0 || z == 0 {
                return Err(Error::InvalidArgument(format!(
                    "{what}: a cluster of ({x}, {y}, {z}) blocks has a zero dimension"
                )));
            }
            if g.0 % x != 0 || g.1 % y != 0 || g.2 % z != 0 {
                return Err(Error::InvalidArgument(format!(
                    "{what}: a grid of {g:?} blocks is not a whole number of ({x}, {y}, {z}) clusters"
                )));
            }
        }
    }
    Ok(())
}

/// Runs `query` with the C configuration of `config` and `attributes` (no stream: the queries read
/// none).
fn with_config(
    what: &str,
    config: &LaunchConfig,
    attributes: &[LaunchAttribute],
    query: impl FnOnce(&CUlaunchConfig) -> Result<c_int, Error>,
) -> Result<u32, Error> {
    check(what, config, attributes)?;
    let mut list: Vec<CUlaunchAttribute> = attributes.iter().map(LaunchAttribute::raw).collect();
    let mut cfg = config.raw();
    cfg.set_attrs(&mut list)
        .map_err(|e| Error::InvalidArgument(format!("{what}: {e}")))?;
    let answer = query(&cfg)?;
    u32::try_from(answer).map_err(|_| {
        Error::InvalidArgument(format!("{what}: the driver answered {answer}, not a count"))
    })
}

impl Function<'_> {
    /// The largest cluster, in blocks, that a launch of this kernel with `config` and `attributes` may
    /// have on its device (`cuOccupancyMaxPotentialClusterSize`); a cluster dimension among
    /// `attributes` is ignored by the driver, other attributes (a scheduling policy) count. Without
    /// [`CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED`](crate::sys::CUfunction_attribute) set,
    /// the answer is at most the portable size, 8.
    ///
    /// ```no_run
    /// # fn f(f: &cuda_driver::Function<'_>) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::LaunchConfig;
    /// let config = LaunchConfig::for_elements(1 << 20, 256);
    /// let most = f.max_potential_cluster_size(&config, &[])?; // 8 on an H100
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// An empty grid or block; a cluster dimension with a zero or one the grid is not a multiple of;
    /// a failing `cuOccupancyMaxPotentialClusterSize` (missing before CUDA 11.8; on devices older than
    /// compute capability 9.0, `CUDA_ERROR_INVALID_DEVICE` or `CUDA_ERROR_NOT_SUPPORTED`).
    pub fn max_potential_cluster_size(
        &self,
        config: &LaunchConfig,
        attributes: &[LaunchAttribute],
    ) -> Result<u32, Error> {
        const WHAT: &str = "max_potential_cluster_size";
        with_config(WHAT, config, attributes, |cfg| {
            self.context().bind()?;
            let mut size: c_int = 0;
            // SAFETY: `size` is a valid out-parameter; `cfg` and the attributes it points to live
            // for the call; the function belongs to the context made current above.
            unsafe {
                self.driver().cuOccupancyMaxPotentialClusterSize(
                    &mut size,
                    self.raw(),
                    cfg.as_ptr(),
                )
            }?;
            Ok(size)
        })
    }

    /// How many clusters of a launch of this kernel with `config` and `attributes` can be resident on
    /// its device at once (`cuOccupancyMaxActiveClusters`). The cluster shape comes from a
    /// [`LaunchAttribute::ClusterDimension`] among `attributes`, or from the kernel's compile-time
    /// cluster dimensions (`__cluster_dims__`) when it has them.
    ///
    /// ```no_run
    /// # fn f(f: &cuda_driver::Function<'_>) -> Result<(), cuda_driver::Error> {
    /// use cuda_driver::{LaunchAttribute, LaunchConfig};
    /// let clusters = [LaunchAttribute::ClusterDimension(2, 1, 1)];
    /// let resident = f.max_active_clusters(&LaunchConfig::for_elements(1 << 20, 256), &clusters)?;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// As [`max_potential_cluster_size`](Self::max_potential_cluster_size), from
    /// `cuOccupancyMaxActiveClusters` (`CUDA_ERROR_INVALID_CLUSTER_SIZE` for a cluster larger than the
    /// kernel allows).
    pub fn max_active_clusters(
        &self,
        config: &LaunchConfig,
        attributes: &[LaunchAttribute],
    ) -> Result<u32, Error> {
        const WHAT: &str = "max_active_clusters";
        with_config(WHAT, config, attributes, |cfg| {
            self.context().bind()?;
            let mut clusters: c_int = 0;
            // SAFETY: as in `max_potential_cluster_size`.
            unsafe {
                self.driver()
                    .cuOccupancyMaxActiveClusters(&mut clusters, self.raw(), cfg.as_ptr())
            }?;
            Ok(clusters)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(config: LaunchConfig, attributes: &[LaunchAttribute]) -> String {
        match check("q", &config, attributes) {
            Err(Error::InvalidArgument(m)) => m,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn zero_sizes_and_partial_clusters_are_refused_with_the_numbers() {
        let grid = |x| LaunchConfig {
            grid: (x, 2, 1),
            block: (128, 1, 1),
            shared_mem_bytes: 0,
        };
        assert!(check("q", &grid(8), &[LaunchAttribute::ClusterDimension(4, 2, 1)]).is_ok());
        assert!(check("q", &grid(8), &[LaunchAttribute::Priority(0)]).is_ok());
        assert_eq!(
            refused(grid(0), &[]),
            "q: a grid of (0, 2, 1) blocks of (128, 1, 1) threads is empty"
        );
        assert_eq!(
            refused(grid(8), &[LaunchAttribute::ClusterDimension(2, 0, 1)]),
            "q: a cluster of (2, 0, 1) blocks has a zero dimension"
        );
        assert_eq!(
            refused(grid(6), &[LaunchAttribute::ClusterDimension(4, 1, 1)]),
            "q: a grid of (6, 2, 1) blocks is not a whole number of (4, 1, 1) clusters"
        );
    }
}
