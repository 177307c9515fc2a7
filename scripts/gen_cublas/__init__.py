"""gen-cublas: cublas_api.h and cublasLt.h read into a model and written as cuda-cublas/src/sys."""
