/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Status_TitleInputs */

const en_page_status_title = /** @type {(inputs: Page_Status_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const sw_page_status_title = /** @type {(inputs: Page_Status_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hali ya Huduma`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Page_Status_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_status_title = /** @type {((inputs?: Page_Status_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Status_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_status_title(inputs)
	return en_page_status_title(inputs)
});