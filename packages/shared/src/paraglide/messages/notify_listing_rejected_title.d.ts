/**
* | output |
* | --- |
* | "{space} was not approved" |
*
* @param {Notify_Listing_Rejected_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_listing_rejected_title: ((inputs: Notify_Listing_Rejected_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Listing_Rejected_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Listing_Rejected_TitleInputs = {
    space: NonNullable<unknown>;
};
