//! cuBLASLt matmul: [`Lt`] (a `cublasLtHandle_t` of one context with its own stream and workspace) and
//! [`Matmul`], a planned `D = alpha op(A) op(B) + beta C` with an [`Epilogue`] (bias, ReLU, GELU):
//! its descriptor, its three layouts and its preference owned (each destroyed once, by its own RAII
//! type), its algorithm chosen once by the heuristic, with `f32` computation and scalars, for
//! operands of one type ([`Lt::plan`]: `f32`, [`Bf16`](crate::Bf16), [`F16`](crate::F16)) or FP8
//! inputs with a 16- or 32-bit output ([`Lt::plan_to`]).
//!
//! # FP8
//! cuBLASLt multiplies [`F8E4M3`](crate::F8E4M3) and [`F8E5M2`](crate::F8E5M2) (not both E5M2) on
//! Ada and Hopper (sm_89 and later), with `A` transposed and `B` not (`op(A) = Aᵀ`, the "TN"
//! layout), `m`, `n`, `k` and the leading dimensions multiples of 16, and `C`/`D` of
//! [`Bf16`](crate::Bf16), [`F16`](crate::F16) or `f32`. The scale factors of `A` and `B` are left
//! unset, which cuBLASLt reads as 1: scale the data before the conversion. A combination the library
//! does not take (another layout, an older GPU, a bias of a type it does not pair with the output)
//! is refused by the heuristic at [`Lt::plan_to`]: an [`Error::Cublas`] with
//! `CUBLAS_STATUS_NOT_SUPPORTED` (or the library's own status), never a panic.
//!
//! A call ([`Lt::matmul_on`]) checks the operands against the plan's shape, then goes through
//! `cuda_driver`'s funnel like every call of this crate: `A`, `B` and the bias read, `C` (which is `D`)
//! and the workspace written. The bias pointer is set in the descriptor inside the funnel, right
//! before `cublasLtMatmul`, which reads the descriptor as it queues; a graph that captured a call holds
//! the handle. Reference: <https://docs.nvidia.com/cuda/cublas/#using-the-cublaslt-api>.

use core::ffi::c_void;
use std::sync::Arc;

use cuda_driver::{BufferUse, Context, DeviceBuffer, Stream};

use crate::error::{invalid, Error};
use crate::shape::GemmShape;
use crate::sys::{
    cublasComputeType_t, cublasLtEpilogue_t, cublasLtHandle_t, cublasLtMatmulDescAttributes_t,
    cublasLtMatmulDesc_t, cublasLtMatmulHeuristicResult_t, cublasLtMatmulPreferenceAttributes_t,
    cublasLtMatmulPreference_t, cublasLtMatrixLayout_t, cublasOperation_t, cudaDataType,
};
use crate::{Cublas, CublasError};

mod objects;
mod types;

use objects::{Desc, Layout, Preference, Raw};
pub use types::{Epilogue, LtOutput, LtType, ALIGN};

/// A cuBLASLt handle of one context, with its own stream and workspace (see the module docs).
pub struct Lt {
    raw: Arc<Raw>,
    workspace: DeviceBuffer<u8>,
    stream: Arc<Stream>,
}

impl std::fmt::Debug for Lt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lt")
            .field("workspace", &self.workspace.len())
            .finish_non_exhaustive()
    }
}

impl Drop for Lt {
    fn drop(&mut self) {
        // A read of the workspace waits for its last write: the handle's last matmul.
        let mut one = [0u8];
        if let Ok(first) = self.workspace.slice(0..1) {
            let _ = first.copy_to_host(&mut one);
        }
    }
}

/// A planned matmul: the descriptor (operations, epilogue), the layouts of `A`, `B` and `C`/`D`, and
/// the algorithm the heuristic chose, for one shape, input type `T` and output type `O`.
pub struct Matmul<T, O = T> {
    /// The handle that planned it: its algorithm was chosen for that handle's device and workspace,
    /// so only that handle runs it.
    owner: Arc<Raw>,
    shape: GemmShape,
    epilogue: Epilogue,
    desc: Desc,
    layouts: [Layout; 3],
    algo: cublasLtMatmulHeuristicResult_t,
    _t: core::marker::PhantomData<fn() -> (T, O)>,
}

impl<T, O> std::fmt::Debug for Matmul<T, O> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Matmul")
            .field("shape", &self.shape)
            .field("epilogue", &self.epilogue)
            .finish_non_exhaustive()
    }
}

impl Lt {
    /// Makes a cuBLASLt handle in `ctx` with its own stream and a workspace of `workspace_bytes`
    /// (at least 1), from `cublas`'s libcublasLt.
    ///
    /// # Errors
    /// [`Error::Driver`] for a failing stream or allocation; [`Error::Cublas`] for a failing
    /// `cublasLtCreate`, or libcublasLt missing (its functions are then missing).
    pub fn with_library(
        cublas: &'static Cublas,
        ctx: &Context,
        workspace_bytes: usize,
    ) -> Result<Lt, Error> {
        let stream = Arc::new(ctx.stream()?);
        let workspace = DeviceBuffer::<u8>::zeroed(&stream, workspace_bytes.max(1))?;
        ctx.bind()?;
        let mut raw = cublasLtHandle_t::null();
        // SAFETY: a valid out-parameter.
        unsafe { cublas.cublasLtCreate(&mut raw) }?;
        let raw = Arc::new(Raw {
            cublas,
            raw,
            ctx: ctx.clone(),
        });
        Ok(Lt {
            raw,
            workspace,
            stream,
        })
    }

    /// The handle's own stream.
    pub fn stream(&self) -> &Stream {
        &self.stream
    }

    /// Plans `D = alpha op(A) op(B) + beta C` of `shape` with `epilogue`, for elements `T`: makes the
    /// descriptor and layouts and asks the heuristic for the best algorithm within the workspace.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a shape past cuBLAS's integers; [`Error::Driver`] when the
    /// handle's context cannot be made current; [`Error::Cublas`] for a failing creation, or
    /// `CUBLAS_STATUS_NOT_SUPPORTED` when no algorithm fits.
    pub fn plan<T: LtOutput>(
        &mut self,
        shape: GemmShape,
        epilogue: Epilogue,
    ) -> Result<Matmul<T>, Error> {
        self.plan_to::<T, T>(shape, epilogue)
    }

    /// Plans `D = alpha op(A) op(B) + beta C` of `shape` with `epilogue`, `A` and `B` of `T` (FP8
    /// included: see the module docs for what cuBLASLt asks of it), `C`, `D` and the bias of `O`.
    ///
    /// # Errors
    /// As [`plan`](Self::plan); `CUBLAS_STATUS_NOT_SUPPORTED` (or the status the heuristic answers)
    /// for a combination of types, layouts, epilogue and GPU the library does not take.
    pub fn plan_to<T: LtType, O: LtOutput>(
        &mut self,
        shape: GemmShape,
        epilogue: Epilogue,
    ) -> Result<Matmul<T, O>, Error> {
        let cublas = self.raw.cublas;
        shape.check("cublasLtMatmul", [usize::MAX; 3], 1, [0; 3])?;
        let mut raw = cublasLtMatmulDesc_t::null();
        let compute = cublasComputeType_t::CUBLAS_COMPUTE_32F;
        // SAFETY: a valid out-parameter.
        unsafe { cublas.cublasLtMatmulDescCreate(&mut raw, compute, cudaDataType::CUDA_R_32F) }?;
        let desc = Desc { cublas, raw };
        let set = |attr, value: *const c_void, size| {
            // SAFETY: a live descriptor and a value of the attribute's type and size.
            unsafe { cublas.cublasLtMatmulDescSetAttribute(desc.raw, attr, value, size) }
        };
        use cublasLtMatmulDescAttributes_t as A;
        let (ta, tb, ep) = (shape.op_a.raw(), shape.op_b.raw(), epilogue.raw());
        set(
            A::CUBLASLT_MATMUL_DESC_TRANSA,
            (&ta as *const cublasOperation_t).cast(),
            size_of_val(&ta),
        )?;
        set(
            A::CUBLASLT_MATMUL_DESC_TRANSB,
            (&tb as *const cublasOperation_t).cast(),
            size_of_val(&tb),
        )?;
        set(
            A::CUBLASLT_MATMUL_DESC_EPILOGUE,
            (&ep as *const cublasLtEpilogue_t).cast(),
            size_of_val(&ep),
        )?;
        if epilogue.has_bias() {
            let bt = O::DATA_TYPE;
            set(
                A::CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE,
                (&bt as *const cudaDataType).cast(),
                size_of_val(&bt),
            )?;
        }
        let (ar, ac) = shape.op_a.stored(shape.m, shape.k);
        let (br, bc) = shape.op_b.stored(shape.k, shape.n);
        let layouts = [
            self.layout(T::DATA_TYPE, ar, ac, shape.lda)?,
            self.layout(T::DATA_TYPE, br, bc, shape.ldb)?,
            self.layout(O::DATA_TYPE, shape.m, shape.n, shape.ldc)?,
        ];
        let mut pref = cublasLtMatmulPreference_t::null();
        // SAFETY: a valid out-parameter.
        unsafe { cublas.cublasLtMatmulPreferenceCreate(&mut pref) }?;
        let pref = Preference { cublas, raw: pref };
        use cublasLtMatmulPreferenceAttributes_t as P;
        // The workspace, and the alignment every operand is checked for at each call (`ALIGN`): the
        // heuristic then picks only algorithms that work at that alignment.
        for (attr, value) in [
            (
                P::CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                self.workspace.len() as u64,
            ),
            (P::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES, ALIGN as u64),
            (P::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES, ALIGN as u64),
            (P::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES, ALIGN as u64),
            (P::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES, ALIGN as u64),
        ] {
            // SAFETY: a live preference and a `uint64_t`, each attribute's type.
            unsafe {
                cublas.cublasLtMatmulPreferenceSetAttribute(
                    pref.raw,
                    attr,
                    (&value as *const u64).cast(),
                    size_of_val(&value),
                )
            }?;
        }
        let mut algo = cublasLtMatmulHeuristicResult_t::new();
        let mut found = 0;
        let l = &layouts;
        // The heuristic chooses for the device of the current context: make it the handle's, whatever
        // the thread had current (another device's would give an algorithm for another architecture).
        self.raw.ctx.bind()?;
        // SAFETY: live objects and room for one result.
        unsafe {
            cublas.cublasLtMatmulAlgoGetHeuristic(
                self.raw.raw,
                desc.raw,
                l[0].raw,
                l[1].raw,
                l[2].raw,
                l[2].raw,
                pref.raw,
                1,
                algo.as_mut_ptr(),
                &mut found,
            )
        }?;
        if found < 1 {
            return Err(CublasError::check(
                "cublasLtMatmulAlgoGetHeuristic",
                crate::sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED,
            )
            .unwrap_err()
            .into());
        }
        Ok(Matmul {
            owner: Arc::clone(&self.raw),
            shape,
            epilogue,
            desc,
            layouts,
            algo,
            _t: core::marker::PhantomData,
        })
    }

    /// A column-major layout of `rows × cols` elements `T` with leading dimension `ld`.
    fn layout(
        &self,
        t: cudaDataType,
        rows: usize,
        cols: usize,
        ld: usize,
    ) -> Result<Layout, Error> {
        let cublas = self.raw.cublas;
        let mut raw = cublasLtMatrixLayout_t::null();
        let ld = i64::try_from(ld)
            .map_err(|_| invalid(format!("cublasLtMatrixLayoutCreate: ld {ld}")))?;
        // SAFETY: a valid out-parameter; sizes as the C types.
        unsafe { cublas.cublasLtMatrixLayoutCreate(&mut raw, t, rows as u64, cols as u64, ld) }?;
        Ok(Layout { cublas, raw })
    }

    /// Runs `plan` on the handle's own stream: see [`matmul_on`](Self::matmul_on).
    ///
    /// # Errors
    /// As [`matmul_on`](Self::matmul_on).
    #[allow(clippy::too_many_arguments)]
    pub fn matmul<T: LtType, O: LtOutput>(
        &mut self,
        plan: &mut Matmul<T, O>,
        alpha: f32,
        a: &DeviceBuffer<T>,
        b: &DeviceBuffer<T>,
        beta: f32,
        c: &mut DeviceBuffer<O>,
        bias: Option<&DeviceBuffer<O>>,
    ) -> Result<(), Error> {
        let own = Arc::clone(&self.stream);
        self.matmul_on(plan, alpha, a, b, beta, c, bias, &own)
    }

    /// `C = epilogue(alpha op(A) op(B) + beta C)` by `plan`, queued on `stream` (of the handle's
    /// context; a capture stream included). The bias, a vector of at least `m` elements, is given
    /// exactly when the plan's epilogue takes one. FP8 inputs are read with scale factors of 1.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a plan of another handle, buffers shorter than the plan's shape
    /// reaches, an operand not aligned to [`ALIGN`] bytes, a bias given or missing against the
    /// epilogue, a stream of another context; [`Error::Driver`]; [`Error::Cublas`].
    #[allow(clippy::too_many_arguments)]
    pub fn matmul_on<T: LtType, O: LtOutput>(
        &mut self,
        plan: &mut Matmul<T, O>,
        alpha: f32,
        a: &DeviceBuffer<T>,
        b: &DeviceBuffer<T>,
        beta: f32,
        c: &mut DeviceBuffer<O>,
        bias: Option<&DeviceBuffer<O>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        self.run(plan, (alpha, beta), (a, b), c, bias, None, stream)
    }

    /// [`matmul_on`](Self::matmul_on) for FP8 inputs with their scale factors: `D = epilogue(alpha
    /// (scale_a A') (scale_b B') + beta C)`, each scale the first `f32` of its buffer, read on the
    /// device when the work runs (`CUBLASLT_MATMUL_DESC_A_SCALE_POINTER`, `_B_`), so data quantized
    /// as `A / scale_a` multiplies as `A`.
    ///
    /// # Errors
    /// As [`matmul_on`](Self::matmul_on); a plan whose inputs are not FP8, or an empty scale buffer
    /// ([`Error::InvalidArgument`]).
    #[allow(clippy::too_many_arguments)]
    pub fn matmul_scaled_on<T: LtType, O: LtOutput>(
        &mut self,
        plan: &mut Matmul<T, O>,
        alpha: f32,
        (a, scale_a): (&DeviceBuffer<T>, &DeviceBuffer<f32>),
        (b, scale_b): (&DeviceBuffer<T>, &DeviceBuffer<f32>),
        beta: f32,
        c: &mut DeviceBuffer<O>,
        bias: Option<&DeviceBuffer<O>>,
        stream: &Stream,
    ) -> Result<(), Error> {
        let scales = Some([scale_a, scale_b]);
        self.run(plan, (alpha, beta), (a, b), c, bias, scales, stream)
    }

    /// The checks and the call of [`matmul_on`](Self::matmul_on) and
    /// [`matmul_scaled_on`](Self::matmul_scaled_on).
    #[allow(clippy::too_many_arguments)]
    fn run<T: LtType, O: LtOutput>(
        &mut self,
        plan: &mut Matmul<T, O>,
        (alpha, beta): (f32, f32),
        (a, b): (&DeviceBuffer<T>, &DeviceBuffer<T>),
        c: &mut DeviceBuffer<O>,
        bias: Option<&DeviceBuffer<O>>,
        scales: Option<[&DeviceBuffer<f32>; 2]>,
        stream: &Stream,
    ) -> Result<(), Error> {
        const WHAT: &str = "cublasLtMatmul";
        match scales {
            Some(_) if !T::SCALED => {
                return Err(invalid(format!(
                    "{WHAT}: scale factors apply to FP8 inputs only"
                )))
            }
            Some(s) if s.iter().any(|v| v.is_empty()) => {
                return Err(invalid(format!("{WHAT}: a scale buffer is empty")))
            }
            _ => {}
        }
        if !stream.context().same(&self.raw.ctx) {
            return Err(invalid(format!(
                "{WHAT}: the stream belongs to another context than the handle"
            )));
        }
        if !Arc::ptr_eq(&plan.owner, &self.raw) {
            return Err(invalid(format!(
                "{WHAT}: the plan was made by another cuBLASLt handle (its algorithm was chosen for \
                 that handle's device and workspace)"
            )));
        }
        plan.shape
            .check(WHAT, [a.len(), b.len(), c.len()], 1, [0; 3])?;
        match (plan.epilogue.has_bias(), bias) {
            (true, Some(v)) if v.len() >= plan.shape.m => {}
            (true, Some(v)) => {
                return Err(invalid(format!(
                    "{WHAT}: the bias has {} elements, less than m = {}",
                    v.len(),
                    plan.shape.m
                )))
            }
            (true, None) => {
                return Err(invalid(format!(
                    "{WHAT}: the epilogue {:?} takes a bias",
                    plan.epilogue
                )))
            }
            (false, Some(_)) => {
                return Err(invalid(format!(
                    "{WHAT}: the epilogue {:?} takes no bias",
                    plan.epilogue
                )))
            }
            (false, None) => {}
        }
        let mut uses = vec![BufferUse::read(a), BufferUse::read(b), BufferUse::write(c)];
        uses.extend(bias.map(BufferUse::read));
        uses.extend(scales.into_iter().flatten().map(BufferUse::read));
        let bytes = self.workspace.len();
        uses.push(BufferUse::write(&mut self.workspace));
        let p: Vec<usize> = uses.iter().map(|u| u.ptr().native_handle()).collect();
        if let Some(at) = p.iter().find(|&&at| at % ALIGN != 0) {
            return Err(invalid(format!(
                "{WHAT}: an operand starts at {at:#x}, not aligned to the {ALIGN} bytes the plan's \
                 algorithm was chosen for"
            )));
        }
        let (cublas, handle) = (self.raw.cublas, self.raw.raw);
        let hold: Arc<dyn std::any::Any + Send + Sync> = Arc::<Raw>::clone(&self.raw);
        let (desc, l, algo) = (plan.desc.raw, &plan.layouts, plan.algo.algo());
        use cublasLtMatmulDescAttributes_t as D;
        // The pointers the descriptor is given at this call: the bias, and for FP8 the scales (null
        // when none: a descriptor keeps the last call's, which may be gone).
        // The uses after A, B and C: the bias, then the scales.
        let mut pointers = Vec::new();
        let mut i = 3;
        if bias.is_some() {
            pointers.push((D::CUBLASLT_MATMUL_DESC_BIAS_POINTER, p[i]));
            i += 1;
        }
        if T::SCALED {
            let (sa, sb) = if scales.is_some() {
                (p[i], p[i + 1])
            } else {
                (0, 0)
            };
            pointers.push((D::CUBLASLT_MATMUL_DESC_A_SCALE_POINTER, sa));
            pointers.push((D::CUBLASLT_MATMUL_DESC_B_SCALE_POINTER, sb));
        }
        let work = |s: cuda_driver::sys::CUstream| -> Result<(), CublasError> {
            for (attr, at) in pointers {
                let ptr = at as *const c_void;
                // SAFETY: a live descriptor (the plan's, borrowed `&mut`) and a pointer value.
                unsafe {
                    cublas.cublasLtMatmulDescSetAttribute(
                        desc,
                        attr,
                        (&ptr as *const *const c_void).cast(),
                        size_of_val(&ptr),
                    )
                }?;
            }
            let ws = p[p.len() - 1] as *mut c_void;
            // SAFETY: the shapes were checked against the buffers; A, B (and the bias) read, C read
            // and written, the workspace (its whole length) scratch; the scalars are read on the host
            // during the call; the work is queued on `s`.
            unsafe {
                cublas.cublasLtMatmul(
                    handle,
                    desc,
                    (&alpha as *const f32).cast(),
                    p[0] as *const c_void,
                    l[0].raw,
                    p[1] as *const c_void,
                    l[1].raw,
                    (&beta as *const f32).cast(),
                    p[2] as *const c_void,
                    l[2].raw,
                    p[2] as *mut c_void,
                    l[2].raw,
                    &algo,
                    ws,
                    bytes,
                    s,
                )
            }
        };
        // SAFETY: the work queues cuBLASLt's kernels on `s` alone (the stream is an argument),
        // touching the uses as named; it makes no call through cuda_driver; the handle is held by the
        // graph that captures it (`hold`), the workspace as a used buffer.
        let done = unsafe { stream.queue_foreign(WHAT, &uses, Some(hold), work) }?;
        done.map_err(Error::from)
    }
}

const _: () = {
    const fn shared<T: Send + Sync>() {}
    shared::<Lt>();
    shared::<Matmul<f32>>();
    shared::<Matmul<crate::F8E4M3, crate::Bf16>>();
};
