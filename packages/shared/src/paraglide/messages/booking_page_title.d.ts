/**
* | output |
* | --- |
* | "Book {space}" |
*
* @param {Booking_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_page_title: ((inputs: Booking_Page_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_TitleInputs = {
    space: NonNullable<unknown>;
};
