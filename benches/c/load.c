/* The C baseline for Driver::load(): in a fresh process, dlopen libcuda and resolve the same functions,
 * at the same ABI versions and with the same flag, through cuGetProcAddress (falling back to the exported
 * symbol, as the loader does). The list comes from `function_list` (benches/src/bin/function_list.rs),
 * one "name version symbol" line per function, read before the clock starts.
 *
 *   gcc -O2 -o load load.c -ldl
 *   ./load FUNCTIONS.txt LIBCUDA            one timed load in this process: prints load_ns=... found=...
 *   ./load FUNCTIONS.txt LIBCUDA N          N fresh processes of the above, then the median
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef int (*get_proc_v2)(const char *, void **, int, unsigned long long, int *);
typedef int (*driver_get_version)(int *);

enum { MAX_FUNCTIONS = 4096, LEGACY_STREAM = 1 };
static char names[MAX_FUNCTIONS][96], symbols[MAX_FUNCTIONS][96];
static int versions[MAX_FUNCTIONS];
static void *resolved[MAX_FUNCTIONS];

static long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static int read_list(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); exit(1); }
    int n = 0;
    while (n < MAX_FUNCTIONS && fscanf(f, "%95s %d %95s", names[n], &versions[n], symbols[n]) == 3) n++;
    fclose(f);
    return n;
}

static int one_load(int n, const char *libcuda) {
    long long t0 = now_ns();
    void *lib = dlopen(libcuda, RTLD_NOW | RTLD_LOCAL);
    if (!lib) { fprintf(stderr, "dlopen: %s\n", dlerror()); return 1; }
    get_proc_v2 gpa = (get_proc_v2)dlsym(lib, "cuGetProcAddress_v2");
    if (!gpa) { fprintf(stderr, "no cuGetProcAddress_v2\n"); return 1; }
    void *p = NULL;
    int status = 0, version = 0;
    if (gpa("cuDriverGetVersion", &p, 2020, LEGACY_STREAM, &status) == 0 && p)
        ((driver_get_version)p)(&version);
    int found = 0;
    for (int i = 0; i < n; i++) {
        void *f = NULL;
        if (version == 0 || versions[i] <= version) {
            if (gpa(names[i], &f, versions[i], LEGACY_STREAM, &status) != 0) f = NULL;
            if (!f) f = dlsym(lib, symbols[i]);
        }
        resolved[i] = f;
        found += f != NULL;
    }
    long long t1 = now_ns();
    printf("load_ns=%lld found=%d of %d driver=%d\n", t1 - t0, found, n, version);
    return 0;
}

static int cmp(const void *a, const void *b) {
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: load FUNCTIONS.txt LIBCUDA [N]\n"); return 2; }
    int n = read_list(argv[1]);
    if (argc == 3) return one_load(n, argv[2]);
    int samples = atoi(argv[3]);
    long long *ns = calloc((size_t)samples, sizeof *ns);
    for (int s = 0; s < samples; s++) {
        int fds[2];
        if (pipe(fds) != 0) { perror("pipe"); return 1; }
        pid_t pid = fork();
        if (pid == 0) {
            dup2(fds[1], 1);
            execl(argv[0], argv[0], argv[1], argv[2], (char *)NULL);
            _exit(127);
        }
        close(fds[1]);
        char buf[256] = {0};
        ssize_t got = read(fds[0], buf, sizeof buf - 1);
        close(fds[0]);
        int st = 0;
        waitpid(pid, &st, 0);
        if (got <= 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0 || sscanf(buf, "load_ns=%lld", &ns[s]) != 1) {
            fprintf(stderr, "sample %d failed: %s\n", s, buf);
            return 1;
        }
        printf("C load sample %d: %s", s, buf);
    }
    qsort(ns, (size_t)samples, sizeof *ns, cmp);
    printf("C dlopen + cuGetProcAddress over %d fresh processes: median %.3f ms (min %.3f, max %.3f), %d functions\n",
           samples, ns[samples / 2] / 1e6, ns[0] / 1e6, ns[samples - 1] / 1e6, n);
    return 0;
}
