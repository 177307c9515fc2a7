; Two device functions in NVVM IR 2.0 (LLVM 7.0's dialect): `twice`, which apply_twice.ll calls, and
; `times_seven`, which nothing calls. twice.bc is this file as bitcode (`llvm-as twice.ll -o twice.bc`,
; LLVM 14), for libNVVM's lazily added modules, which must be bitcode. tests/nvvm adds it both ways.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @twice(i32 %x) {
  %y = shl i32 %x, 1
  ret i32 %y
}

define i32 @times_seven(i32 %x) {
  %y = mul i32 %x, 7
  ret i32 %y
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
