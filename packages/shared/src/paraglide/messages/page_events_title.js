/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Events_TitleInputs */

const en_page_events_title = /** @type {(inputs: Page_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const sw_page_events_title = /** @type {(inputs: Page_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matukio`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Page_Events_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_events_title = /** @type {((inputs?: Page_Events_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Events_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_events_title(inputs)
	return en_page_events_title(inputs)
});