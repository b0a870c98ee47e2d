/**
* | output |
* | --- |
* | "Book Now" |
*
* @param {Space_Book_NowInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_book_now: ((inputs?: Space_Book_NowInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Space_Book_NowInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Space_Book_NowInputs = {};
