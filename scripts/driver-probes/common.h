// Shared by the probes: error checks that name the code, and a backtrace on SIGSEGV/SIGABRT (the crash
// the race probe looks for happens inside libcuda).
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <execinfo.h>
#include <signal.h>
#include <unistd.h>
static void on_signal(int sig) { void *b[64]; int n = backtrace(b, 64); char m[64];
  int k = snprintf(m, sizeof m, "\n*** signal %d, backtrace:\n", sig); write(2, m, k);
  backtrace_symbols_fd(b, n, 2); _exit(128 + sig); }
static void setup(void) { setvbuf(stdout, 0, _IONBF, 0); signal(SIGSEGV, on_signal); signal(SIGABRT, on_signal); }
#define CK(x) do { CUresult r_ = (x); if (r_ != CUDA_SUCCESS) { const char *n_ = 0; cuGetErrorName(r_, &n_); \
  fprintf(stderr, "%s:%d %s -> %d %s\n", __FILE__, __LINE__, #x, (int)r_, n_ ? n_ : "?"); exit(1);} } while (0)
static int show(const char *what, CUresult r) { const char *n = 0; cuGetErrorName(r, &n);
  printf("%-60s %d %s\n", what, (int)r, n ? n : "?"); return (int)r; }
static char *read_file(const char *p) { FILE *f = fopen(p, "rb"); if (!f) { perror(p); exit(1);} fseek(f,0,SEEK_END);
  long n = ftell(f); fseek(f,0,SEEK_SET); char *b = malloc(n+1); if (fread(b,1,n,f) != (size_t)n) exit(1); b[n]=0; fclose(f); return b; }
