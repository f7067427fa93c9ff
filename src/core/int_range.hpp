#pragma once
// A range of whole numbers, both ends included: "2-3 hills", "4-8 stands".

namespace muster {

struct IntRange {
  int low = 0;
  int high = 0;
};

}  // namespace muster
