/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Status_DescriptionInputs */

const en_page_status_description = /** @type {(inputs: Page_Status_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live status of Nafasi's website, API, database, M-Pesa payments, chat and e-mail, with uptime and recent incidents.`)
};

const sw_page_status_description = /** @type {(inputs: Page_Status_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hali ya sasa ya tovuti ya Nafasi, API, hifadhidata, malipo ya M-Pesa, gumzo na barua pepe, pamoja na muda wa kufanya kazi na matukio ya karibuni.`)
};

/**
* | output |
* | --- |
* | "Live status of Nafasi's website, API, database, M-Pesa payments, chat and e-mail, with uptime and recent incidents." |
*
* @param {Page_Status_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_status_description = /** @type {((inputs?: Page_Status_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Status_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_status_description(inputs)
	return en_page_status_description(inputs)
});