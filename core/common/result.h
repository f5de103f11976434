#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

// Errors at core boundaries are values, never exceptions: callers must look at them, and each carries
// a message already translated for the user (via the throwing module's tr()).
namespace arbiter {

struct Error
{
    QString message;
};

template<typename T>
class Result
{
public:
    Result(T value) : m_data(std::move(value)) { }
    Result(Error error) : m_data(std::move(error)) { }

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return std::get<0>(m_data); }
    T &value() & { return std::get<0>(m_data); }
    T &&value() && { return std::get<0>(std::move(m_data)); }
    const T &operator*() const & { return value(); }
    const T *operator->() const { return &value(); }
    const Error &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, Error> m_data;
};

} // namespace arbiter
