/**
* | output |
* | --- |
* | "{space} ({location}) was submitted for review." |
*
* @param {Notify_Listing_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_listing_body: ((inputs: Notify_Listing_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Listing_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Listing_BodyInputs = {
    space: NonNullable<unknown>;
    location: NonNullable<unknown>;
};
