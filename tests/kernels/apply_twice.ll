; A kernel that doubles *p through `twice`, which it only declares: twice.ll (or twice.bc) defines it.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @twice(i32)

define void @apply_twice(i32* %p) {
  %v = load i32, i32* %p, align 4
  %w = call i32 @twice(i32 %v)
  store i32 %w, i32* %p, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @apply_twice, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0, i32 3, i32 2}
