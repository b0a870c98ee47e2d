/**
* | output |
* | --- |
* | "You are offline: pages you have opened before still work." |
*
* @param {Offline_BannerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const offline_banner: ((inputs?: Offline_BannerInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_BannerInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_BannerInputs = {};
