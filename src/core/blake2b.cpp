#include "core/blake2b.hpp"

#include <algorithm>
#include <cstring>
#include <iterator>
#include <stdexcept>
#include <utility>

#include "core/byte_order.hpp"

namespace muster::blake2b {

namespace {

constexpr std::array<std::uint64_t, 8> initial_words = {
    0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
    0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL};

// The order in which each round takes the message words (rounds 10 and 11 repeat 0 and 1).
constexpr std::uint8_t schedule[12][16] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
    {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4}, {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
    {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13}, {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
    {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11}, {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
    {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5}, {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3}};

// The parameter block of an unkeyed hash with a 16-byte digest: digest length,
// key length 0, fan-out 1, depth 1; the rest zero.
constexpr std::uint64_t parameters = 0x01010000ULL | 16U;

constexpr std::size_t lanes = side_by_side;

using Batch = blake2b::Lanes;

// The first two words of each lane's result: its digest. Left uninitialised: the
// compression writes the lanes that are read.
struct FirstWords {
  std::uint64_t low[lanes];
  std::uint64_t high[lanes];
};

// `width` lanes in one vector, as wide as the instructions in use (a vector wider
// than its registers is split into slow pieces), and its bytes, for the rotations
// by whole bytes. Spelt out for each width: GCC drops the vector size of an alias template.
template <std::size_t width>
struct Vectors;
template <>
struct Vectors<2> {
  using Lanes = std::uint64_t __attribute__((vector_size(16)));
  using Bytes = std::uint8_t __attribute__((vector_size(16)));
};
template <>
struct Vectors<4> {
  using Lanes = std::uint64_t __attribute__((vector_size(32)));
  using Bytes = std::uint8_t __attribute__((vector_size(32)));
};
template <>
struct Vectors<8> {
  using Lanes = std::uint64_t __attribute__((vector_size(64)));
  using Bytes = std::uint8_t __attribute__((vector_size(64)));
};
template <std::size_t width>
using Lanes = typename Vectors<width>::Lanes;

// Each lane's word turned right by `bytes` bytes: its byte i is byte i + bytes of the
// word, as a shuffle of bytes, one instruction where a shift and an or take three.
template <std::size_t bytes, std::size_t width, std::size_t... i>
[[gnu::always_inline]] inline void rotate_bytes(Lanes<width>& x, std::index_sequence<i...> /*positions*/) {
  // Casts between vectors of one size keep the bits (std::bit_cast would return a vector by value).
  const auto b = (typename Vectors<width>::Bytes)x;
  x = (Lanes<width>)(__builtin_shufflevector(b, b, (i / 8 * 8 + (i % 8 + bytes) % 8)...));
}

// x = (x ^ y) turned right by `bits`, by a shuffle of bytes where the instructions
// have one. Vectors go by reference: by value, their ABI would depend on whether AVX is on.
template <int bits, bool shuffle_bytes, std::size_t width>
[[gnu::always_inline]] inline void xor_rotate(Lanes<width>& x, const Lanes<width>& y) {
  x ^= y;
  if constexpr (shuffle_bytes && bits % 8 == 0)
    rotate_bytes<bits / 8, width>(x, std::make_index_sequence<width * sizeof(std::uint64_t)>{});
  else
    x = (x >> bits) | (x << (64 - bits));
}

template <bool shuffle_bytes, std::size_t width>
[[gnu::always_inline]] inline void mix(Lanes<width>* v, int a, int b, int c, int d, const Lanes<width>& x,
                                       const Lanes<width>& y) {
  v[a] += v[b] + x;
  xor_rotate<32, shuffle_bytes, width>(v[d], v[a]);
  v[c] += v[d];
  xor_rotate<24, shuffle_bytes, width>(v[b], v[c]);
  v[a] += v[b] + y;
  xor_rotate<16, shuffle_bytes, width>(v[d], v[a]);
  v[c] += v[d];
  xor_rotate<63, shuffle_bytes, width>(v[b], v[c]);
}

// One round; its number is a constant, so that every index below is one and the
// state can stay in registers.
template <std::size_t r, bool shuffle_bytes, std::size_t width>
[[gnu::always_inline]] inline void round(Lanes<width>* v, const Lanes<width>* m) {
  constexpr const std::uint8_t* s = schedule[r];
  mix<shuffle_bytes, width>(v, 0, 4, 8, 12, m[s[0]], m[s[1]]);
  mix<shuffle_bytes, width>(v, 1, 5, 9, 13, m[s[2]], m[s[3]]);
  mix<shuffle_bytes, width>(v, 2, 6, 10, 14, m[s[4]], m[s[5]]);
  mix<shuffle_bytes, width>(v, 3, 7, 11, 15, m[s[6]], m[s[7]]);
  mix<shuffle_bytes, width>(v, 0, 5, 10, 15, m[s[8]], m[s[9]]);
  mix<shuffle_bytes, width>(v, 1, 6, 11, 12, m[s[10]], m[s[11]]);
  mix<shuffle_bytes, width>(v, 2, 7, 8, 13, m[s[12]], m[s[13]]);
  mix<shuffle_bytes, width>(v, 3, 4, 9, 14, m[s[14]], m[s[15]]);
}

template <bool shuffle_bytes, std::size_t width, std::size_t... r>
[[gnu::always_inline]] inline void all_rounds(Lanes<width>* v, const Lanes<width>* m, std::index_sequence<r...> /*rounds*/) {
  (round<r, shuffle_bytes, width>(v, m), ...);
}

// BLAKE2b's compression of the only (so last) block of lanes first..first + width,
// from the initial state; only the first two words of the result make a 16-byte digest.
template <std::size_t width, bool shuffle_bytes>
[[gnu::always_inline]] inline void compress_lanes(const Batch& batch, std::size_t first, FirstWords& out) {
  using V = Lanes<width>;
  V m[16];
  for (std::size_t w = 0; w < 16; ++w)
    for (std::size_t lane = 0; lane < width; ++lane) m[w][lane] = read_little_endian(batch.blocks[first + lane] + 8 * w);
  const std::uint64_t first_word = initial_words[0] ^ parameters;
  V v[16];
  v[0] = V{} + first_word;
  for (std::size_t i = 1; i < 8; ++i) v[i] = V{} + initial_words[i];
  for (std::size_t i = 0; i < 8; ++i) v[8 + i] = V{} + initial_words[i];
  V lengths;
  std::memcpy(&lengths, &batch.lengths[first], sizeof(V));
  v[12] ^= lengths;
  v[14] = ~v[14];
  all_rounds<shuffle_bytes, width>(v, m, std::make_index_sequence<std::size(schedule)>{});
  const V low = (V{} + first_word) ^ v[0] ^ v[8];
  const V high = (V{} + initial_words[1]) ^ v[1] ^ v[9];
  std::memcpy(&out.low[first], &low, sizeof(V));
  std::memcpy(&out.high[first], &high, sizeof(V));
}

// The batch's first `count` lanes, `width` at a time.
template <std::size_t width, bool shuffle_bytes>
[[gnu::always_inline]] inline void compress_batch(const Batch& batch, std::size_t count, FirstWords& out) {
  for (std::size_t first = 0; first < count; first += width) compress_lanes<width, shuffle_bytes>(batch, first, out);
}

// Two lanes and plain shifts: what every 64-bit processor has (SSE2 on x86-64).
void compress_portable(const Batch& batch, std::size_t count, FirstWords& out) { compress_batch<2, false>(batch, count, out); }

#if defined(__x86_64__)
// Eight lanes to an instruction with AVX-512, four with AVX2, each with its shuffle of bytes.
[[gnu::target("avx512f,avx512bw,avx512vl")]] void compress_avx512(const Batch& batch, std::size_t count, FirstWords& out) {
  compress_batch<8, true>(batch, count, out);
}
[[gnu::target("avx2")]] void compress_avx2(const Batch& batch, std::size_t count, FirstWords& out) {
  compress_batch<4, true>(batch, count, out);
}
#endif

using Compress = void (*)(const Batch&, std::size_t, FirstWords&);

Compress compress_for(Instructions instructions) {
  switch (instructions) {
#if defined(__x86_64__)
    case Instructions::avx512: return compress_avx512;
    case Instructions::avx2: return compress_avx2;
#endif
    default: return compress_portable;
  }
}

// Copies `size` bytes, a few at a time, with no call to the library: a message's pieces
// are a few bytes each, and a call apiece cost a roll more than the hash's loading.
// Copies that may overlap cover the odd lengths (as memcpy does inside).
void copy_piece(std::uint8_t* to, std::string_view piece) {
  const std::size_t size = piece.size();
  const char* from = piece.data();
  if (size >= 8) {
    for (std::size_t i = 0; i + 8 < size; i += 8) std::memcpy(to + i, from + i, 8);
    std::memcpy(to + size - 8, from + size - 8, 8);
  } else if (size >= 4) {
    std::memcpy(to, from, 4);
    std::memcpy(to + size - 4, from + size - 4, 4);
  } else if (size > 0) {
    to[0] = static_cast<std::uint8_t>(from[0]);
    to[size / 2] = static_cast<std::uint8_t>(from[size / 2]);
    to[size - 1] = static_cast<std::uint8_t>(from[size - 1]);
  }
}

// Sixteen-byte stores, written out: a plain memset of a block became `rep stos`,
// which took the processor longer than hashing the block.
void clear_block(std::uint8_t* block) {
  using Chunk = std::uint64_t __attribute__((vector_size(16)));
  const Chunk zero{};
  for (std::size_t at = 0; at < block_bytes; at += sizeof zero) std::memcpy(block + at, &zero, sizeof zero);
}

// The message's pieces one after the other into `block`, which holds zeros; returns their length.
std::size_t lay_out(const Message& message, std::uint8_t* block) {
  std::size_t at = 0;
  for (std::string_view piece : message.pieces) {
    copy_piece(block + at, piece);
    at += piece.size();
  }
  return at;
}

// A lane with no message: compressed with the others, its digest unused.
void clear(Batch& batch, std::size_t lane) {
  clear_block(batch.blocks[lane]);
  batch.lengths[lane] = 0;
}

}  // namespace

std::vector<Instructions> runnable_instructions() {
  std::vector<Instructions> runnable;
#if defined(__x86_64__)
  if (__builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl")) runnable.push_back(Instructions::avx512);
  if (__builtin_cpu_supports("avx2")) runnable.push_back(Instructions::avx2);
#endif
  runnable.push_back(Instructions::portable);
  return runnable;
}

namespace {
Instructions widest_instructions() {
  static const Instructions widest = runnable_instructions().front();
  return widest;
}
}  // namespace

Prefix::Prefix(const Message& start) {
  if (start.size() > block_bytes) throw std::invalid_argument("blake2b::Prefix: longer than one block");
  size_ = lay_out(start, block_.data());
}

SideBySide::SideBySide() : SideBySide(widest_instructions()) {}

SideBySide::SideBySide(Instructions instructions) : instructions_(instructions) {}

void SideBySide::add(const Message& message, Digest16& digest) {
  if (message.size() > block_bytes) throw std::invalid_argument("blake2b::SideBySide: a message longer than one block");
  std::uint8_t* const block = lanes_.blocks[loaded_];
  clear_block(block);
  lanes_.lengths[loaded_] = lay_out(message, block);
  added(digest);
}

void SideBySide::add(const Prefix& prefix, std::string_view rest, Digest16& digest) {
  if (prefix.size() + rest.size() > block_bytes) throw std::invalid_argument("blake2b::SideBySide: a message longer than one block");
  std::uint8_t* const block = lanes_.blocks[loaded_];
  std::memcpy(block, prefix.block_.data(), block_bytes);
  copy_piece(block + prefix.size(), rest);
  lanes_.lengths[loaded_] = prefix.size() + rest.size();
  added(digest);
}

void SideBySide::added(Digest16& digest) {
  digests_[loaded_++] = &digest;
  if (loaded_ == lanes) hash();
}

void SideBySide::hash() {
  if (loaded_ == 0) return;
  for (std::size_t lane = loaded_; lane < lanes; ++lane) clear(lanes_, lane);
  FirstWords words;
  compress_for(instructions_)(lanes_, loaded_, words);
  for (std::size_t lane = 0; lane < loaded_; ++lane) {
    write_little_endian(words.low[lane], digests_[lane]->data());
    write_little_endian(words.high[lane], digests_[lane]->data() + 8);
  }
  loaded_ = 0;
}

void hash16(std::span<const Message> messages, std::span<Digest16> digests) { hash16(messages, digests, widest_instructions()); }

void hash16(std::span<const Message> messages, std::span<Digest16> digests, Instructions instructions) {
  if (digests.size() != messages.size()) throw std::invalid_argument("blake2b::hash16: one digest per message");
  for (const Message& message : messages)
    if (message.size() > block_bytes) throw std::invalid_argument("blake2b::hash16: a message longer than one block");
  SideBySide hasher(instructions);
  for (std::size_t i = 0; i < messages.size(); ++i) hasher.add(messages[i], digests[i]);
  hasher.hash();
}

}  // namespace muster::blake2b
