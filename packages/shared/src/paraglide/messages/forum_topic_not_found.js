/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forum_Topic_Not_FoundInputs */

const en_forum_topic_not_found = /** @type {(inputs: Forum_Topic_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This topic does not exist or was removed.`)
};

const sw_forum_topic_not_found = /** @type {(inputs: Forum_Topic_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mada hii haipo au imeondolewa.`)
};

/**
* | output |
* | --- |
* | "This topic does not exist or was removed." |
*
* @param {Forum_Topic_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_topic_not_found = /** @type {((inputs?: Forum_Topic_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Topic_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_topic_not_found(inputs)
	return en_forum_topic_not_found(inputs)
});