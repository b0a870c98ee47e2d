/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Events_DescriptionInputs */

const en_page_events_description = /** @type {(inputs: Page_Events_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming and past events in Nafasi spaces: workshops, meetups, masterclasses, conferences, webinars and volunteering.`)
};

const sw_page_events_description = /** @type {(inputs: Page_Events_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matukio yajayo na yaliyopita katika maeneo ya Nafasi: warsha, mikutano, madarasa ya ustadi, makongamano, semina za mtandaoni na kujitolea.`)
};

/**
* | output |
* | --- |
* | "Upcoming and past events in Nafasi spaces: workshops, meetups, masterclasses, conferences, webinars and volunteering." |
*
* @param {Page_Events_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_events_description = /** @type {((inputs?: Page_Events_DescriptionInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Events_DescriptionInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_page_events_description(inputs)
	return en_page_events_description(inputs)
});