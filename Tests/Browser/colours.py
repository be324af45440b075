"""Colours as a page shows them: CSS colours read with getComputedStyle, a pixel of a loaded image read through a
canvas, and WCAG's relative luminance and contrast ratio (axe's formula for color-contrast)."""

import re

from selenium.webdriver.support.ui import WebDriverWait

# The colour at (x, y), fractions of the image's natural size, of the first `img` matching a selector, once loaded.
_PIXEL = """
const image = document.querySelector(arguments[0]);
if (!image || !image.complete || !image.naturalWidth) return null;
const canvas = document.createElement("canvas");
canvas.width = image.naturalWidth;
canvas.height = image.naturalHeight;
const context = canvas.getContext("2d");
context.drawImage(image, 0, 0);
const [r, g, b, a] = context.getImageData(
    Math.floor(arguments[1] * image.naturalWidth), Math.floor(arguments[2] * image.naturalHeight), 1, 1).data;
return `rgba(${r}, ${g}, ${b}, ${a / 255})`;
"""


def rgb(css):
    """(r, g, b) in 0…255 of a computed colour: `rgb(…)`, `rgba(…)`, or `color(srgb …)` (what color-mix gives)."""
    scale = 255 if css.startswith("color(srgb") else 1
    return tuple(float(part) * scale for part in re.findall(r"[\d.]+", css)[:3])


def luminance(css):
    def linear(channel):
        channel /= 255
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(channel) for channel in rgb(css))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first, second):
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def image_pixel(driver, selector, x, y):
    """The colour at (x, y), fractions of its size, of the image `selector` names, waiting for it to load."""
    return WebDriverWait(driver, 10).until(lambda d: d.execute_script(_PIXEL, selector, x, y))
