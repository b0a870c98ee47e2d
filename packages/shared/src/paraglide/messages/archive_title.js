/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_TitleInputs */

const en_archive_title = /** @type {(inputs: Archive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data at Nafasi`)
};

const sw_archive_title = /** @type {(inputs: Archive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data yako katika Nafasi`)
};

/**
* | output |
* | --- |
* | "Your data at Nafasi" |
*
* @param {Archive_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_title = /** @type {((inputs?: Archive_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_title(inputs)
	return en_archive_title(inputs)
});