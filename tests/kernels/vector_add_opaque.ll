; The vector add of vector_add.ll in the dialect of a recent LLVM (opaque `ptr` pointers), which
; libNVVM reads for compute_100 and later only. tests/nvvm compiles it.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @vector_add(ptr %a, ptr %b, ptr %c, i32 %n) {
entry:
  %block = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %width = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %thread = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = mul i32 %block, %width
  %i = add i32 %first, %thread
  %inside = icmp ult i32 %i, %n
  br i1 %inside, label %body, label %done

body:
  %at = zext i32 %i to i64
  %pa = getelementptr inbounds float, ptr %a, i64 %at
  %pb = getelementptr inbounds float, ptr %b, i64 %at
  %pc = getelementptr inbounds float, ptr %c, i64 %at
  %x = load float, ptr %pa, align 4
  %y = load float, ptr %pb, align 4
  %sum = fadd float %x, %y
  store float %sum, ptr %pc, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @vector_add, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0, i32 3, i32 2}
