/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Forum_RepliesInputs */

const en_forum_replies = /** @type {(inputs: Forum_RepliesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 reply`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} replies`);
	return /** @type {LocalizedString} */ ("forum_replies");
};

const sw_forum_replies = /** @type {(inputs: Forum_RepliesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`jibu 1`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`majibu ${i?.count}`);
	return /** @type {LocalizedString} */ ("forum_replies");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 reply" |
* | "other" | "{count} replies" |
*
* @param {Forum_RepliesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_replies = /** @type {((inputs: Forum_RepliesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_RepliesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_replies(inputs)
	return en_forum_replies(inputs)
});