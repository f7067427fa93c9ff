#pragma once
// BLAKE2b (RFC 7693) of short messages, several side by side.
//
// A roll derives a dozen stream keys, each the hash of a message shorter than
// one 128-byte block. One at a time, each is a chain of dependent steps and the
// processor waits on every one; hashed side by side, one message to a vector
// lane, the same steps serve eight messages. The digests are BLAKE2b's to the
// bit (tests compare them with libsodium's), so every roll stays the same.

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace muster::blake2b {

// How many messages are hashed side by side: more are hashed that many at a time.
inline constexpr std::size_t side_by_side = 8;

// The most bytes a message here may have: one block.
inline constexpr std::size_t block_bytes = 128;

// A message given as the pieces that follow one another in it.
struct Message {
  std::array<std::string_view, 4> pieces;
  std::size_t size() const { return pieces[0].size() + pieces[1].size() + pieces[2].size() + pieces[3].size(); }
};

using Digest16 = std::array<std::uint8_t, 16>;

// The instruction sets the hash can be compiled for, the widest first.
enum class Instructions { avx512, avx2, portable };
// Those this processor runs; the first is the one hash16 uses.
std::vector<Instructions> runnable_instructions();

// Up to side_by_side one-block messages, each in its lane's block as its bytes,
// zeros after them: a message is copied in whole, and the compression gathers
// the lanes' words as it loads them.
struct Lanes {
  alignas(64) std::uint8_t blocks[side_by_side][block_bytes];
  std::uint64_t lengths[side_by_side];
};

// The bytes several messages begin with, laid out in a block once: such a
// message is loaded by copying the block, then only its own bytes.
class Prefix {
 public:
  // `start`'s pieces, at most `block_bytes` in all, or std::invalid_argument.
  explicit Prefix(const Message& start);
  std::size_t size() const { return size_; }

 private:
  friend class SideBySide;
  std::array<std::uint8_t, block_bytes> block_{};  // zeros after the prefix
  std::size_t size_ = 0;
};

// Messages loaded into lanes as they come, and hashed side_by_side at a time:
// each message's pieces are copied straight into its lane, with no list of
// messages in between, and its digest written where the caller said.
class SideBySide {
 public:
  SideBySide();  // with the widest instructions this processor runs
  explicit SideBySide(Instructions instructions);  // which must be runnable: for tests
  // Loads `message` (at most `block_bytes`, or std::invalid_argument); its unkeyed
  // 16-byte digest is in `digest` once the lanes fill up or hash() has run.
  void add(const Message& message, Digest16& digest);
  // The same for the message `prefix` then `rest` (together at most `block_bytes`).
  void add(const Prefix& prefix, std::string_view rest, Digest16& digest);
  // Hashes the messages added and not yet hashed.
  void hash();

 private:
  void added(Digest16& digest);

  Instructions instructions_;
  Lanes lanes_;
  std::array<Digest16*, side_by_side> digests_;  // the first `loaded_` are set
  std::size_t loaded_ = 0;
};

// The unkeyed 16-byte BLAKE2b digest of each message, into `digests` (as many as
// there are messages). Every message must be at most `block_bytes` long.
void hash16(std::span<const Message> messages, std::span<Digest16> digests);
// The same with the given instructions, which must be runnable: for tests.
void hash16(std::span<const Message> messages, std::span<Digest16> digests, Instructions instructions);

}  // namespace muster::blake2b
