/**
* | output |
* | --- |
* | "{space} is live on Nafasi" |
*
* @param {Notify_Listing_Approved_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_listing_approved_title: ((inputs: Notify_Listing_Approved_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Listing_Approved_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Listing_Approved_TitleInputs = {
    space: NonNullable<unknown>;
};
