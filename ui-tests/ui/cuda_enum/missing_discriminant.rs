use cuda_struct::cuda_enum;

// C gives a constant without a value the previous value plus one (here 6, after 5); the error suggests
// that, never a fixed `= 0` that would change the ABI value if pasted.
#[cuda_enum]
pub enum nvmlClockType_t {
    NVML_CLOCK_GRAPHICS = 0,
    NVML_CLOCK_SM = 1,
    NVML_CLOCK_VIDEO = 5,
    NVML_CLOCK_MEM,
}

fn main() {}
