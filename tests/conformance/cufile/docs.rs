//! cuda-cufile's doc lines against cufile.h's comments (the rule of [`crate::copied`]).

use std::path::Path;

use cuda::{CudaEnum, CudaHandle, CudaStruct, FunctionTable};
use cuda_cufile::sys::{self, v1_15, Functions};

use crate::compare::Report;
use crate::copied::{check_lines, read, Comments};

fn of_struct<S: CudaStruct>() -> Vec<(String, &'static str)> {
    let mut out = vec![(S::C_NAME.to_owned(), S::DOC)];
    out.extend(
        S::FIELDS
            .iter()
            .map(|f| (format!("{}.{}", S::C_NAME, f.name), f.doc)),
    );
    out
}

fn of_enum<E: CudaEnum>() -> Vec<(String, &'static str)> {
    let mut out = vec![(E::C_NAME.to_owned(), E::DOC)];
    out.extend(
        E::VARIANTS
            .iter()
            .zip(E::VARIANT_DOCS)
            .map(|((n, _), d)| ((*n).to_owned(), *d)),
    );
    out
}

/// Compares every doc line of the declarations with the header's comments.
pub(crate) fn check(include: &Path, report: &mut Report) {
    let Some(header) = read(include, "cufile.h", report) else {
        return;
    };
    let comments = Comments::new(&[&header]);
    let mut docs = Vec::new();
    docs.extend(of_enum::<sys::CUfileOpError>());
    docs.extend(of_enum::<sys::CUfileDriverStatusFlags_t>());
    docs.extend(of_enum::<sys::CUfileDriverControlFlags_t>());
    docs.extend(of_enum::<sys::CUfileFeatureFlags_t>());
    docs.extend(of_enum::<sys::CUfileP2PFlags_t>());
    docs.extend(of_enum::<sys::CUfileOpcode_t>());
    docs.extend(of_enum::<sys::CUfileFileHandleType>());
    docs.extend(of_enum::<sys::CUfileStatus_t>());
    docs.extend(of_enum::<sys::CUfileBatchMode_t>());
    docs.extend(of_enum::<sys::CUFileSizeTConfigParameter_t>());
    docs.extend(of_enum::<sys::CUFileBoolConfigParameter_t>());
    docs.extend(of_enum::<sys::CUFileStringConfigParameter_t>());
    docs.extend(of_enum::<sys::CUFileArrayConfigParameter_t>());
    docs.extend(of_struct::<sys::CUfileError_t>());
    docs.extend(of_struct::<sys::CUfileDrvProps_t_nvfs>());
    docs.extend(of_struct::<sys::CUfileDrvProps_t>());
    docs.extend(of_struct::<sys::cufileRDMAInfo_t>());
    docs.extend(of_struct::<sys::CUfileFSOps_t>());
    docs.extend(of_struct::<sys::CUfileDescr_t_handle>());
    docs.extend(of_struct::<sys::CUfileDescr_t>());
    docs.extend(of_struct::<sys::CUfileIOParams_t_u_batch>());
    docs.extend(of_struct::<sys::CUfileIOParams_t_u>());
    docs.extend(of_struct::<sys::CUfileIOParams_t>());
    docs.extend(of_struct::<sys::CUfileIOEvents_t>());
    docs.extend(of_struct::<sys::CUfileIOVec_t>());
    docs.extend(of_struct::<sys::CUfileOpCounter_t>());
    docs.extend(of_struct::<sys::CUfilePerGpuStats_t>());
    docs.extend(of_struct::<sys::CUfileStatsLevel1_t>());
    docs.extend(of_struct::<sys::CUfileStatsLevel2_t>());
    docs.extend(of_struct::<sys::CUfileStatsLevel3_t>());
    docs.extend(of_struct::<v1_15::CUfileStatsLevel1_t>());
    docs.extend(of_struct::<v1_15::CUfileStatsLevel2_t>());
    docs.extend(of_struct::<v1_15::CUfileStatsLevel3_t>());
    docs.push((
        <sys::CUfileHandle_t as CudaHandle>::C_NAME.to_owned(),
        <sys::CUfileHandle_t as CudaHandle>::DOC,
    ));
    docs.push((
        <sys::CUfileBatchHandle_t as CudaHandle>::C_NAME.to_owned(),
        <sys::CUfileBatchHandle_t as CudaHandle>::DOC,
    ));
    docs.extend(
        <Functions as FunctionTable>::FUNCTIONS
            .iter()
            .map(|f| (f.name.to_owned(), f.doc)),
    );
    check_lines(report, &comments, docs.into_iter());
}
