#pragma once
// muster's random numbers: PCG32 (O'Neill 2014, XSH-RR output, 64-bit LCG state).
// Every procedure draws from its own stream, derived from (seed, procedure name),
// so changing one procedure never shifts another's rolls. Bounded draws use our
// own unbiased rejection method rather than std::uniform_int_distribution, whose
// results differ between standard libraries.

#include <cstdint>
#include <string_view>

namespace muster {

class RandomStream {
 public:
  // The stream a procedure named `procedure` draws from for scenario seed `seed`.
  static RandomStream for_procedure(std::uint64_t seed, std::string_view procedure);
  RandomStream(std::uint64_t state_seed, std::uint64_t stream_id);

  std::uint32_t next();
  // Uniform in [0, bound). bound must be at least 1.
  std::uint32_t below(std::uint32_t bound);
  // Uniform in [low, high], both inclusive.
  int between(int low, int high);

 private:
  std::uint64_t state_ = 0;
  std::uint64_t increment_ = 0;
};

// 64-bit FNV-1a: a fixed, documented hash for naming streams.
std::uint64_t fnv1a64(std::string_view text);

}  // namespace muster
