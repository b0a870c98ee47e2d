/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Download_HeadingInputs */

const en_privacy_download_heading = /** @type {(inputs: Privacy_Download_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Nafasi data`)
};

const sw_privacy_download_heading = /** @type {(inputs: Privacy_Download_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data yako ya Nafasi`)
};

/**
* | output |
* | --- |
* | "Your Nafasi data" |
*
* @param {Privacy_Download_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_download_heading = /** @type {((inputs?: Privacy_Download_HeadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Download_HeadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_download_heading(inputs)
	return en_privacy_download_heading(inputs)
});