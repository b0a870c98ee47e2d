/**
* | output |
* | --- |
* | "Guests can find and book it now." |
*
* @param {Notify_Listing_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_listing_approved_body: ((inputs?: Notify_Listing_Approved_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Listing_Approved_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Listing_Approved_BodyInputs = {};
