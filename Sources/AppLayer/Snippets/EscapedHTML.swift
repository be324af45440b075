// The web ring's markup is safe by construction: a string literal is trusted markup, every interpolated text
// is escaped, and only an interpolated `HTML` value goes in as it is. Text from an upstream or a user never
// becomes markup.

// snippet.hide
import LiveWeb

// snippet.show
let title = "<script>alert(1)</script> & friends"  // as an upstream might send it
let row: HTML = "<li class=\"row\">\(title)</li>"
let list: HTML = "<ul>\(row)</ul>"
print(list.markup)
// <ul><li class="row">&lt;script&gt;alert(1)&lt;/script&gt; &amp; friends</li></ul>
