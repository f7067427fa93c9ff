#pragma once
// 64-bit words as eight little-endian bytes, the order BLAKE2b and muster's key
// material use. One load or store where the processor is little-endian: byte by
// byte, each word cost a chain of shifts that whatever read it waited on.

#include <bit>
#include <cstdint>
#include <cstring>

namespace muster {

inline std::uint64_t read_little_endian(const std::uint8_t* bytes) {
  std::uint64_t word = 0;
  if constexpr (std::endian::native == std::endian::little) {
    std::memcpy(&word, bytes, sizeof word);
  } else {
    for (std::size_t b = 8; b-- > 0;) word = (word << 8U) | bytes[b];
  }
  return word;
}

inline void write_little_endian(std::uint64_t word, std::uint8_t* bytes) {
  if constexpr (std::endian::native == std::endian::little) {
    std::memcpy(bytes, &word, sizeof word);
  } else {
    for (std::size_t b = 0; b < 8; ++b, word >>= 8U) bytes[b] = static_cast<std::uint8_t>(word & 0xFFU);
  }
}

}  // namespace muster
