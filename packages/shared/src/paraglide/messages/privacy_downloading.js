/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_DownloadingInputs */

const en_privacy_downloading = /** @type {(inputs: Privacy_DownloadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Downloading…`)
};

const sw_privacy_downloading = /** @type {(inputs: Privacy_DownloadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakua…`)
};

/**
* | output |
* | --- |
* | "Downloading…" |
*
* @param {Privacy_DownloadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_downloading = /** @type {((inputs?: Privacy_DownloadingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_DownloadingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_downloading(inputs)
	return en_privacy_downloading(inputs)
});