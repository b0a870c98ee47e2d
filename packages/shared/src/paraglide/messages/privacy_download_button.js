/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Download_ButtonInputs */

const en_privacy_download_button = /** @type {(inputs: Privacy_Download_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the archive`)
};

const sw_privacy_download_button = /** @type {(inputs: Privacy_Download_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakua kumbukumbu`)
};

/**
* | output |
* | --- |
* | "Download the archive" |
*
* @param {Privacy_Download_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_download_button = /** @type {((inputs?: Privacy_Download_ButtonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Download_ButtonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_download_button(inputs)
	return en_privacy_download_button(inputs)
});