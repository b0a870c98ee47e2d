/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Forum_LikesInputs */

const en_forum_likes = /** @type {(inputs: Forum_LikesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 like`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} likes`);
	return /** @type {LocalizedString} */ ("forum_likes");
};

const sw_forum_likes = /** @type {(inputs: Forum_LikesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`penda 1`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`mapendo ${i?.count}`);
	return /** @type {LocalizedString} */ ("forum_likes");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 like" |
* | "other" | "{count} likes" |
*
* @param {Forum_LikesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const forum_likes = /** @type {((inputs: Forum_LikesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forum_LikesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_forum_likes(inputs)
	return en_forum_likes(inputs)
});