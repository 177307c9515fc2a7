use cuda_struct::cuda_enum;

// C gives the first constant without a value 0: the error suggests exactly that.
#[cuda_enum]
pub enum nvmlTemperatureSensors_t {
    NVML_TEMPERATURE_GPU,
    NVML_TEMPERATURE_COUNT,
}

fn main() {}
