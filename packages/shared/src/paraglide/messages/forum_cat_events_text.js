/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Cat_Events_TextInputs */

const en_forum_cat_events_text = /** @type {(inputs: Forum_Cat_Events_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan, promote and review events across Kenya.`)
};

const sw_forum_cat_events_text = /** @type {(inputs: Forum_Cat_Events_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panga, tangaza na tathmini matukio kote Kenya.`)
};

/**
* | output |
* | --- |
* | "Plan, promote and review events across Kenya." |
*
* @param {Forum_Cat_Events_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_cat_events_text = /** @type {((inputs?: Forum_Cat_Events_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Cat_Events_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_cat_events_text(inputs)
	return en_forum_cat_events_text(inputs)
});