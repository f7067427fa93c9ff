#include "core/blake2b.hpp"

#include <gtest/gtest.h>
#include <sodium.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "core/random.hpp"

namespace muster {
namespace {

blake2b::Digest16 libsodium_digest(const std::string& message) {
  blake2b::Digest16 digest{};
  crypto_generichash(digest.data(), digest.size(), reinterpret_cast<const unsigned char*>(message.data()), message.size(), nullptr, 0);
  return digest;
}

// A message of random bytes and random length up to a block, given as four pieces
// cut at random places (some of them empty).
struct RandomMessage {
  std::string bytes;
  std::array<std::size_t, 3> cuts{};

  // Views into `bytes`: made where the message is used, after it has stopped moving.
  blake2b::Message message() const {
    const std::string_view all(bytes);
    return {{all.substr(0, cuts[0]), all.substr(cuts[0], cuts[1] - cuts[0]), all.substr(cuts[1], cuts[2] - cuts[1]), all.substr(cuts[2])}};
  }
};

RandomMessage random_message(std::mt19937_64& random) {
  RandomMessage made;
  made.bytes.resize(random() % (blake2b::block_bytes + 1));
  for (char& c : made.bytes) c = static_cast<char>(random() & 0xFFU);
  for (auto& cut : made.cuts) cut = random() % (made.bytes.size() + 1);
  std::sort(made.cuts.begin(), made.cuts.end());
  return made;
}

TEST(Blake2b, EveryInstructionSetHashesLikeLibsodiumWhateverTheLengthAndBatch) {
  ASSERT_GE(sodium_init(), 0);
  std::mt19937_64 random(20261123);
  for (blake2b::Instructions instructions : blake2b::runnable_instructions()) {
    for (int trial = 0; trial < 1500; ++trial) {
      // From a lone message to three batches and a part, so that lanes go unused too.
      std::vector<RandomMessage> made(1 + random() % (3 * blake2b::side_by_side + 2));
      std::vector<blake2b::Message> messages;
      for (auto& m : made) m = random_message(random);
      for (const auto& m : made) messages.push_back(m.message());
      std::vector<blake2b::Digest16> digests(messages.size());
      blake2b::hash16(messages, digests, instructions);
      for (std::size_t i = 0; i < made.size(); ++i)
        ASSERT_EQ(digests[i], libsodium_digest(made[i].bytes))
            << "instructions " << static_cast<int>(instructions) << ", message of " << made[i].bytes.size() << " bytes";
    }
  }
}

TEST(Blake2b, TheBoundaryLengthsHashLikeLibsodium) {
  ASSERT_GE(sodium_init(), 0);
  for (std::size_t length : {std::size_t{0}, std::size_t{1}, std::size_t{7}, std::size_t{8}, std::size_t{127}, blake2b::block_bytes}) {
    const std::string bytes(length, 'x');
    const std::array<blake2b::Message, 1> message = {blake2b::Message{{bytes, {}, {}, {}}}};
    std::array<blake2b::Digest16, 1> digest{};
    blake2b::hash16(message, digest);
    EXPECT_EQ(digest[0], libsodium_digest(bytes)) << length << " bytes";
  }
}

TEST(Blake2b, GivesThePinnedDerivationOfTheTimelineStream) {
  // The bytes RandomStream's pinned test computed with Python's hashlib.
  const auto key = seed_key(1863);
  const std::array<blake2b::Message, 1> message = {blake2b::Message{
      {"muster stream", std::string_view("\0", 1), std::string_view(reinterpret_cast<const char*>(key.data()), key.size()), "timeline"}}};
  std::array<blake2b::Digest16, 1> digest{};
  blake2b::hash16(message, digest);
  const blake2b::Digest16 pinned{0xde, 0x6f, 0x27, 0x06, 0x69, 0x00, 0x64, 0x36, 0x33, 0x85, 0x6f, 0xfa, 0xbd, 0x91, 0xa3, 0x21};
  EXPECT_EQ(digest[0], pinned);
}

TEST(Blake2b, RefusesAMessageLongerThanABlock) {
  const std::string bytes(blake2b::block_bytes + 1, 'x');
  const std::array<blake2b::Message, 1> message = {blake2b::Message{{bytes, {}, {}, {}}}};
  std::array<blake2b::Digest16, 1> digest{};
  EXPECT_THROW(blake2b::hash16(message, digest), std::invalid_argument);
}

TEST(SideBySideKeys, GivesWhatDeriveKeyGivesForShortAndLongTexts) {
  std::mt19937_64 random(7);
  struct Derivation {
    std::string_view domain;
    std::array<std::uint8_t, 16> key;
    std::string text;
  };
  std::vector<Derivation> derivations;
  // A domain longer than a block too: its derivations cannot be hashed side by side.
  static const std::string long_domain(blake2b::block_bytes, 'd');
  for (int i = 0; i < 60; ++i)
    derivations.push_back({i % 3 == 0 ? "muster stream" : i % 3 == 1 ? "muster side stream" : std::string_view(long_domain), seed_key(random()),
                           std::string(random() % 200, static_cast<char>('a' + i % 26))});
  std::vector<std::array<std::uint8_t, 16>> keys(derivations.size());
  SideBySideKeys side_by_side;
  // Half given a prefix laid out for them, half their domain and key.
  for (std::size_t i = 0; i < derivations.size(); ++i) {
    if (i % 2 == 0)
      side_by_side.add(DerivationPrefix(derivations[i].domain, derivations[i].key), derivations[i].text, keys[i]);
    else
      side_by_side.add(derivations[i].domain, derivations[i].key, derivations[i].text, keys[i]);
  }
  side_by_side.finish();
  for (std::size_t i = 0; i < derivations.size(); ++i)
    EXPECT_EQ(keys[i], derive_key(derivations[i].domain, derivations[i].key, derivations[i].text)) << derivations[i].text.size() << " bytes";
}

// A message given as a prefix laid out once and the rest, mixed with messages given
// as pieces in the same batches: every instruction set, every split, libsodium's digest.
TEST(SideBySide, APrefixAndTheRestHashLikeTheWholeMessage) {
  ASSERT_GE(sodium_init(), 0);
  std::mt19937_64 random(20261127);
  for (blake2b::Instructions instructions : blake2b::runnable_instructions()) {
    for (int trial = 0; trial < 400; ++trial) {
      std::vector<RandomMessage> made(1 + random() % (2 * blake2b::side_by_side + 3));
      for (auto& m : made) m = random_message(random);
      std::vector<blake2b::Digest16> digests(made.size());
      blake2b::SideBySide hasher(instructions);
      for (std::size_t i = 0; i < made.size(); ++i) {
        const std::string_view all(made[i].bytes);
        if (i % 2 == 0) {
          const std::size_t cut = made[i].cuts[1];
          hasher.add(blake2b::Prefix(blake2b::Message{{all.substr(0, cut), {}, {}, {}}}), all.substr(cut), digests[i]);
        } else {
          hasher.add(made[i].message(), digests[i]);
        }
      }
      hasher.hash();
      for (std::size_t i = 0; i < made.size(); ++i)
        ASSERT_EQ(digests[i], libsodium_digest(made[i].bytes)) << "instructions " << static_cast<int>(instructions) << ", message " << i;
    }
  }
}

TEST(SideBySide, RefusesAPrefixOrAMessageLongerThanABlock) {
  const std::string bytes(blake2b::block_bytes + 1, 'x');
  EXPECT_THROW(blake2b::Prefix(blake2b::Message{{bytes, {}, {}, {}}}), std::invalid_argument);
  const blake2b::Prefix half(blake2b::Message{{std::string_view(bytes).substr(0, 64), {}, {}, {}}});
  blake2b::SideBySide hasher;
  blake2b::Digest16 digest{};
  EXPECT_THROW(hasher.add(half, std::string_view(bytes).substr(0, 65), digest), std::invalid_argument);
  hasher.hash();  // nothing was loaded: nothing is written
  EXPECT_EQ(digest, blake2b::Digest16{});
}

TEST(SideBySide, RefusesAMessageLongerThanABlockBeforeLoadingIt) {
  const std::string bytes(blake2b::block_bytes + 1, 'x');
  blake2b::SideBySide hasher;
  blake2b::Digest16 digest{};
  EXPECT_THROW(hasher.add(blake2b::Message{{bytes, {}, {}, {}}}, digest), std::invalid_argument);
  hasher.hash();  // nothing was loaded: nothing is written
  EXPECT_EQ(digest, blake2b::Digest16{});
}

}  // namespace
}  // namespace muster
