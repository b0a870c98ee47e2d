/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Forum_Remove_TextInputs */

const en_forum_remove_text = /** @type {(inputs: Forum_Remove_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The topic and its reply, another person's words too, are deleted for everyone. This cannot be undone.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`The topic and its ${i?.count} replies, other people's words too, are deleted for everyone. This cannot be undone.`);
	return /** @type {LocalizedString} */ ("forum_remove_text");
};

const sw_forum_remove_text = /** @type {(inputs: Forum_Remove_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mada na jibu lake, maneno ya mtu mwingine pia, vitafutwa kwa kila mtu. Hili haliwezi kutenduliwa.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Mada na majibu yake ${i?.count}, maneno ya watu wengine pia, vitafutwa kwa kila mtu. Hili haliwezi kutenduliwa.`);
	return /** @type {LocalizedString} */ ("forum_remove_text");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The topic and its reply, another person's words too, are deleted for everyone. This cannot be undone." |
* | "other" | "The topic and its {count} replies, other people's words too, are deleted for everyone. This cannot be undone." |
*
* @param {Forum_Remove_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_remove_text = /** @type {((inputs: Forum_Remove_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_Remove_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_remove_text(inputs)
	return en_forum_remove_text(inputs)
});