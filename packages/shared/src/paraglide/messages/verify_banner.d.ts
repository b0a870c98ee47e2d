/**
* | output |
* | --- |
* | "Confirm your e-mail address to book or list a space: open the link we sent to" |
*
* @param {Verify_BannerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const verify_banner: ((inputs?: Verify_BannerInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Verify_BannerInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Verify_BannerInputs = {};
