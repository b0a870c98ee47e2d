/**
* | output |
* | --- |
* | "Open the listing" |
*
* @param {Notify_Open_ListingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_open_listing: ((inputs?: Notify_Open_ListingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Open_ListingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Open_ListingInputs = {};
