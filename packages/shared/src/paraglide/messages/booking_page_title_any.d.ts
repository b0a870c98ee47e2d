/**
* | output |
* | --- |
* | "Book a space" |
*
* @param {Booking_Page_Title_AnyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const booking_page_title_any: ((inputs?: Booking_Page_Title_AnyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Title_AnyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Title_AnyInputs = {};
